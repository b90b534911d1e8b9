package io.scdstudio.ui.shell;

import io.scdstudio.ui.theme.Theme;
import java.nio.file.Path;
import java.util.List;
import javafx.beans.binding.Bindings;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.ListChangeListener;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.RadioMenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.ToggleGroup;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCodeCombination;
import javafx.scene.input.KeyCombination;

/** File, Edit, View, Step, Library, Study and Help menus with the main shortcuts. */
final class MenuBarView extends MenuBar {
    private final StudioViewModel vm;
    private final Menu recent = new Menu("Open Recent");

    MenuBarView(StudioViewModel vm, Runnable quit) {
        this.vm = vm;
        setId("menuBar");
        lockedWhileAnswering(recent, Bindings.isEmpty(recent.getItems()));
        recent.setId("menuRecent");
        vm.recentFiles().addListener((ListChangeListener<String>) c -> fillRecent());
        fillRecent();
        getMenus().addAll(file(quit), edit(), view(), step(), library(), study(), help());
    }

    private Menu file(Runnable quit) {
        Menu menu = new Menu(
                "File",
                null,
                lockedWhileAnswering(item(
                        "menuOpen", "Open Feed…", "Shortcut+O", e -> vm.files().openFeed())),
                lockedWhileAnswering(item(
                        "menuOpenFolder",
                        "Open Scenario Folder…",
                        "Shortcut+Shift+O",
                        e -> vm.files().openFolder())),
                recent,
                lockedWhileAnswering(item("menuOpenPack", "Open Lesson Pack…", null, e -> vm.openLessonPack())),
                new SeparatorMenuItem(),
                item("menuSave", "Save", "Shortcut+S", e -> vm.files().save()),
                item(
                        "menuSaveAs",
                        "Save As…",
                        "Shortcut+Shift+S",
                        e -> vm.files().saveAs()),
                new SeparatorMenuItem(),
                importFlowCode(),
                new SeparatorMenuItem(),
                item("menuQuit", "Quit", "Shortcut+Q", e -> quit.run()));
        menu.setId("menuFile");
        return menu;
    }

    private Menu edit() {
        MenuItem undo =
                item("menuUndo", "Undo", "Shortcut+Z", e -> vm.document().undo());
        lockedWhileAnswering(undo, vm.document().canUndoProperty().not());
        MenuItem redo =
                item("menuRedo", "Redo", "Shortcut+Shift+Z", e -> vm.document().redo());
        lockedWhileAnswering(redo, vm.document().canRedoProperty().not());
        return new Menu("Edit", null, undo, redo);
    }

    private MenuItem importFlowCode() {
        MenuItem i = item(
                "menuImportFlow",
                "Import Flow Code…",
                "Shortcut+I",
                e -> ImportFlowWindow.show(getScene().getWindow(), vm.flowImport()));
        lockedWhileAnswering(i, vm.document().designProperty().isNull());
        return i;
    }

    /** View > Theme: the light and dark themes, the chosen one remembered. */
    private Menu view() {
        Menu theme = new Menu("Theme");
        theme.setId("menuTheme");
        ToggleGroup group = new ToggleGroup();
        for (Theme t : Theme.values()) {
            RadioMenuItem i = new RadioMenuItem(t.label());
            i.setId("menuTheme" + t.label());
            i.setToggleGroup(group);
            i.setSelected(Theme.byId(vm.themeProperty().get()) == t);
            i.setOnAction(e -> vm.themeProperty().set(t.id()));
            theme.getItems().add(i);
        }
        vm.themeProperty()
                .addListener((o, was, now) ->
                        group.getToggles().get(Theme.byId(now).ordinal()).setSelected(true));
        Menu menu = new Menu("View");
        menu.getItems().addAll(zoom());
        menu.getItems().addAll(new SeparatorMenuItem(), theme);
        menu.setId("menuView");
        return menu;
    }

    /** View > Zoom In, Zoom Out, Actual Size: the whole window's text, larger or smaller, remembered. */
    private List<MenuItem> zoom() {
        MenuItem in = item("menuZoomIn", "Zoom In", null, e -> vm.zoom(1));
        in.setAccelerator(new KeyCodeCombination(KeyCode.EQUALS, KeyCombination.SHORTCUT_DOWN));
        MenuItem out = item("menuZoomOut", "Zoom Out", null, e -> vm.zoom(-1));
        out.setAccelerator(new KeyCodeCombination(KeyCode.MINUS, KeyCombination.SHORTCUT_DOWN));
        MenuItem actual = item("menuZoomReset", "Actual Size", null, e -> vm.zoom(0));
        actual.setAccelerator(new KeyCodeCombination(KeyCode.DIGIT0, KeyCombination.SHORTCUT_DOWN));
        return List.of(in, out, actual);
    }

    private Menu step() {
        return new Menu(
                "Step",
                null,
                item("menuFirst", "First Event", "Alt+Home", e -> vm.preview().first()),
                item("menuBack", "Back", "Alt+Left", e -> vm.preview().back()),
                item("menuForward", "Forward", "Alt+Right", e -> vm.preview().forward()),
                item("menuLast", "Last Event", "Alt+End", e -> vm.preview().last()));
    }

    private Menu library() {
        Menu menu = new Menu("Library");
        menu.setId("menuLibrary");
        MenuItem browse = item(
                "menuBrowseLibrary",
                "Browse Scenarios…",
                "Shortcut+L",
                e -> vm.lessons().showHome());
        MenuItem first = item(
                "menuFirstLesson",
                "Start the First Lesson",
                null,
                e -> vm.lessons().library().openFirst());
        // While a question is open (practice or an exam), another lesson would change what the learner is asked about.
        browse.disableProperty().bind(vm.answersHiddenProperty());
        first.disableProperty()
                .bind(vm.answersHiddenProperty()
                        .or(Bindings.createBooleanBinding(
                                () -> vm.lessons().library().library().lessons().isEmpty())));
        MenuItem next = item(
                "menuNextLesson",
                "Next Lesson",
                "Shortcut+Shift+L",
                e -> vm.lessons().lesson().openNext());
        next.disableProperty()
                .bind(vm.lessons().lesson().nextProperty().isNull().or(vm.answersHiddenProperty()));
        MenuItem close = item(
                "menuCloseLesson",
                "Close the Lesson",
                null,
                e -> vm.lessons().lesson().close());
        close.disableProperty()
                .bind(vm.lessons().lesson().lessonProperty().isNull().or(vm.answersHiddenProperty()));
        menu.getItems().addAll(browse, first, next, close);
        return menu;
    }

    private Menu study() {
        MenuItem resume = item(
                "menuContinueLesson",
                "Continue Where You Left Off",
                null,
                e -> vm.lessons().library().openContinue());
        resume.disableProperty()
                .bind(vm.lessons().library().continueWithProperty().isNull());
        MenuItem study = item(
                "menuStudy",
                "Progress and Exam…",
                "Shortcut+Shift+E",
                e -> vm.lessons().showStudy());
        Menu menu = new Menu("Study", null, study, resume);
        menu.setId("menuStudyMenu");
        return menu;
    }

    private Menu help() {
        MenuItem tour =
                item("menuTour", "Take the Tour", null, e -> vm.lessons().startTour());
        tour.setDisable(!vm.lessons().tourAvailable());
        MenuItem guide = item(
                "menuGuide", "User Guide", "F1", e -> HelpWindow.show(getScene().getWindow()));
        MenuItem glossary = item(
                "menuGlossary",
                "Glossary",
                "F2",
                e -> GlossaryWindow.show(getScene().getWindow()));
        MenuItem about = item(
                "menuAbout",
                "About SCD Studio",
                null,
                e -> AboutDialog.show(
                        getScene().getWindow(), AboutFacts.of(vm.services().engine())));
        MenuItem shortcuts = item(
                "menuShortcuts",
                "Keyboard Shortcuts",
                null,
                e -> ShortcutsDialog.show(getScene().getWindow(), getMenus()));
        Menu menu = new Menu("Help", null, guide, glossary, shortcuts, tour, new SeparatorMenuItem(), about);
        menu.setId("menuHelp");
        return menu;
    }

    private void fillRecent() {
        recent.getItems().clear();
        for (String path : vm.recentFiles()) {
            MenuItem i = new MenuItem(
                    vm.lessonTitleAt(path).map(t -> t + " \u2014 " + path).orElse(path));
            i.setMnemonicParsing(false); // a path's underscores are its own, not keyboard mnemonics
            i.setOnAction(e -> vm.open(Path.of(path)));
            recent.getItems().add(i);
        }
    }

    /**
     * Off while a question or an exam is open: opening another design or undoing an edit behind it changed what the
     * questions were about (an exam went on over a lesson opened from Open Recent).
     */
    private MenuItem lockedWhileAnswering(MenuItem i) {
        i.disableProperty().bind(vm.answersHiddenProperty());
        return i;
    }

    /** As {@link #lockedWhileAnswering(MenuItem)}, for an item that is also off when {@code off} holds. */
    private void lockedWhileAnswering(MenuItem i, ObservableBooleanValue off) {
        i.disableProperty().bind(vm.answersHiddenProperty().or(off));
    }

    private static MenuItem item(String id, String text, String keys, EventHandler<ActionEvent> action) {
        MenuItem i = new MenuItem(text);
        i.setId(id);
        if (keys != null) {
            i.setAccelerator(KeyCombination.keyCombination(keys));
        }
        i.setOnAction(action);
        return i;
    }
}
