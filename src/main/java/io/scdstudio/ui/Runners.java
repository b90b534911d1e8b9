package io.scdstudio.ui;

/** One runner per kind of work the window does off the FX thread, so that one kind never waits behind another. */
public interface Runners {
    /** The traced preview of each edit (latest edit wins). */
    TaskRunner previews();

    /** Long jumps of the step-through (latest position wins). */
    TaskRunner steps();

    /** Re-reading a feed whose column types changed, and opening designs. */
    TaskRunner feeds();

    /** The file writer: saves, the recovery copy and its clearing, one after another, none dropped. */
    TaskRunner files();

    /** Engine jobs of the Run pane. */
    TaskRunner jobs();

    /** The lessons' own work: the textbook MERGE comparison, practice questions. */
    TaskRunner lessons();

    /** The design checks. */
    TaskRunner checks();

    /** A lesson's text made into the nodes the lesson pane shows. */
    TaskRunner lessonTexts();
}
