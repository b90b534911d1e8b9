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

    /** The textbook MERGE comparison. */
    TaskRunner lessons();

    /**
     * Practice questions. Apart from the comparison and the exam: they shared one runner whose latest work wins, and a
     * comparison started by an edit could drop a practice round being drawn.
     */
    TaskRunner practice();

    /** Exam rounds and the study report. */
    TaskRunner exams();

    /** The design checks. */
    TaskRunner checks();

    /** A lesson's text made into the nodes the lesson pane shows. */
    TaskRunner lessonTexts();

    /** The Code tab's code, generated and highlighted. */
    TaskRunner code();

    /** The Timeline's table as of its marker, filtered from the whole target at each step. */
    TaskRunner asOf();

    /** What the Timeline needs of each run beyond the keys it draws, worked out as the run arrives. */
    TaskRunner timelineRuns();
}
