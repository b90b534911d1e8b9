package io.scdstudio.ui.shell;

import io.scdstudio.ui.AnswerCover;
import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.GlossaryTips;
import io.scdstudio.ui.OnlyInSight;
import io.scdstudio.ui.StudioFeature;
import io.scdstudio.ui.TextZoom;
import io.scdstudio.ui.flow.FlowView;
import io.scdstudio.ui.lesson.LessonView;
import java.io.File;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.input.DragEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;

/**
 * The window's content: menus; the flow pane on the left, the feature tabs, and the open lesson (if any) on the
 * right; or, with nothing open or when the learner asks for the library, the home view; a status line below.
 */
public final class MainView extends BorderPane {
    /** The lesson pane's width when it opens, and the most of the window the flow pane keeps beside it. */
    private static final double LESSON_WIDTH = 330;

    private static final double FLOW_SHARE_WITH_LESSON = 0.22;
    private final SplitPane split;
    private final TabPane tabs = new TabPane();
    private final HomeView home;
    private final Map<FeatureTab, Tab> byFeature = new HashMap<>();
    /** The lesson beside the tabs, when one is open. */
    private final PaneInTurn lessonView;

    public MainView(StudioViewModel vm, Runnable quit) {
        setId("mainView");
        tabs.setId("featureTabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        List<StudioFeature> features = vm.features().stream()
                .sorted(Comparator.comparingInt(f -> f.tab().place()))
                .toList();
        addTabs(features);
        tabsFollowLessons(vm);
        selectTab(FeatureTab.PREVIEW);
        tellWhenShown(features);
        // Each pane restyles in a frame of its own when the theme changes (ThemeSwitch).
        Node flowPane = new PaneInTurn(answersCovered(new FlowView(vm.flow()), vm));
        split = new SplitPane(flowPane, new PaneInTurn(tabs));
        // A resized window gives or takes the tabs' width: the settings kept a share of it, and grew from 260 to 470 px
        // when a window made narrow was made wide again.
        SplitPane.setResizableWithParent(flowPane, false);
        // While a practice question is open, the other tabs (the timeline's table, the code of the design) would
        // answer it: only the tab that asks stays open.
        vm.answersHiddenProperty().addListener((o, was, now) -> {
            Tab asking = tabs.getSelectionModel().getSelectedItem();
            tabs.getTabs().forEach(t -> t.setDisable(now && t != asking));
        });
        split.setDividerPositions(vm.settings().layout().flowDivider());
        lessonView = new PaneInTurn(
                new LessonView(vm.lessons().lesson(), vm.services().lessonTexts()));
        // The lesson beside the tabs goes while a practice round runs: its tables and bullets hold the answers.
        Runnable lessonShown =
                () -> showLesson(vm.lessons().lesson().lessonProperty().get() != null
                        && !vm.answersHiddenProperty().get()
                        && !vm.lessonAwayProperty().get());
        vm.lessons().lesson().lessonProperty().addListener((o, was, now) -> lessonShown.run());
        vm.answersHiddenProperty().addListener((o, was, now) -> lessonShown.run());
        vm.lessonAwayProperty().addListener((o, was, now) -> lessonShown.run());
        TextZoom.factorProperty().addListener((o, was, now) -> fitLessonToZoom());
        home = new HomeView(vm);
        StackPane center = new StackPane(split);
        OnlyInSight.child(center.getChildren(), home, vm.lessons().homeShownProperty());
        // The design's panes stay in the scene under the library, styled: opening a lesson from it shows them at once.
        split.visibleProperty().bind(vm.lessons().homeShownProperty().not());
        // Hand the focus over before the view that holds it is hidden: left on a list cell of the hidden view,
        // JavaFX's focus clean-up walks a cell already taken out of its list and throws.
        vm.lessons().homeShownProperty().addListener((o, was, now) -> {
            if (now) {
                home.focusLibrary();
            } else {
                tabs.requestFocus();
            }
        });
        Label status = statusLine(vm);
        setTop(new MenuBarView(vm, quit));
        setCenter(center);
        setBottom(status);
        setOnDragOver(this::acceptFiles);
        setOnDragDropped(e -> dropped(vm, e));
    }

    private void addTabs(List<StudioFeature> features) {
        for (StudioFeature f : features) {
            Tab t = new Tab(f.tab().title());
            OnlyInSight.tabContent(t, f.view());
            t.setId(f.tab().nodeId());
            GlossaryTips.on(t);
            byFeature.put(f.tab(), t);
            tabs.getTabs().add(t);
        }
    }

    /** Tells each feature whether its tab is shown now, and again whenever that changes. */
    private void tellWhenShown(List<StudioFeature> features) {
        for (StudioFeature f : features) {
            Tab t = byFeature.get(f.tab());
            if (t.isSelected()) {
                f.shown();
            } else {
                f.hidden();
            }
            t.selectedProperty().addListener((o, was, now) -> {
                if (now) {
                    f.shown();
                } else {
                    f.hidden();
                }
            });
        }
    }

    private static Label statusLine(StudioViewModel vm) {
        Label status = new Label();
        status.setId("statusLabel");
        status.textProperty().bind(vm.statusProperty());
        status.setPadding(new Insets(3, 8, 3, 8));
        return status;
    }

    /** The flow pane, covered while a practice question is open: its settings answer "which design made this". */
    private static StackPane answersCovered(FlowView flow, StudioViewModel vm) {
        flow.visibleProperty().bind(vm.answersHiddenProperty().not());
        return new StackPane(
                flow,
                AnswerCover.of(
                        "flowCover",
                        "The settings are hidden while you answer a question.",
                        vm.answersHiddenProperty()));
    }

    public double flowDivider() {
        return split.getDividerPositions()[0];
    }

    /** Puts the lesson pane to the right of the feature tabs, or takes it away, keeping the flow pane's width. */
    private void showLesson(boolean shown) {
        boolean there = split.getItems().contains(lessonView);
        if (shown == there) {
            return;
        }
        double flow = split.getDividerPositions()[0];
        if (shown) {
            split.getItems().add(lessonView);
            SplitPane.setResizableWithParent(lessonView, false);
            double width = split.getWidth() > 0
                    ? split.getWidth()
                    : getScene() != null ? getScene().getWidth() : 1200;
            // The lesson's width grows with the text (View > Zoom), so its buttons and words keep fitting.
            split.setDividerPositions(
                    Math.min(flow, FLOW_SHARE_WITH_LESSON),
                    1 - Math.min(0.4, LESSON_WIDTH * TextZoom.factor() / width));
        } else {
            split.getItems().remove(lessonView);
            split.setDividerPositions(flow);
        }
    }

    /**
     * Zoomed with a lesson open, the lesson takes the width it would have opened with at that size: zoomed in, "Next
     * lesson ▶" fits; zoomed back (Ctrl+0), it gives the tabs their width back, where it kept its zoomed width.
     */
    private void fitLessonToZoom() {
        if (!split.getItems().contains(lessonView) || split.getWidth() <= 0) {
            return;
        }
        double[] at = split.getDividerPositions();
        double width = split.getWidth();
        double wanted = Math.min(0.4 * width, LESSON_WIDTH * TextZoom.factor());
        split.setDividerPosition(at.length - 1, 1 - wanted / width);
    }

    /**
     * Styles and lays out the views out of sight (the other tabs, the library) once where they will be shown, while
     * the window's view is built off the FX thread: their controls get their skins there, and the scene's style cache
     * the matches of their nodes, instead of when the learner first shows them.
     */
    void prepareOutOfSight() {
        List<Tab> hidden =
                tabs.getTabs().stream().filter(t -> t.getContent() == null).toList();
        hidden.forEach(t -> t.setContent(OnlyInSight.contentOf(t)));
        StackPane center = (StackPane) getCenter();
        boolean homeHidden = !center.getChildren().contains(home);
        if (homeHidden) {
            center.getChildren().add(home);
        }
        applyCss();
        layout();
        hidden.forEach(t -> t.setContent(null));
        if (homeHidden) {
            center.getChildren().remove(home);
        }
    }

    /**
     * The tab a lesson's link asks for comes forward; a lesson being read lands on the Preview only if the learner
     * picked no tab meanwhile (StudioLessons.open).
     */
    private void tabsFollowLessons(StudioViewModel vm) {
        tabs.getSelectionModel()
                .selectedItemProperty()
                .addListener((o, was, now) -> byFeature.forEach((f, t) -> {
                    if (t == now) {
                        vm.lessons().tabShown(f);
                    }
                }));
        vm.lessons().wantedTabProperty().addListener((o, was, now) -> {
            if (now != null) {
                selectTab(now);
            }
        });
    }

    private void selectTab(FeatureTab feature) {
        Tab t = byFeature.get(feature);
        if (t != null) {
            tabs.getSelectionModel().select(t);
        }
    }

    public TabPane tabs() {
        return tabs;
    }

    private void acceptFiles(DragEvent e) {
        if (e.getDragboard().hasFiles()) {
            e.acceptTransferModes(TransferMode.COPY);
        }
        e.consume();
    }

    private static void dropped(StudioViewModel vm, DragEvent e) {
        List<File> files = e.getDragboard().getFiles();
        boolean ok = files != null && !files.isEmpty();
        if (ok) {
            File f = files.get(0);
            vm.open(f.toPath());
        }
        e.setDropCompleted(ok);
        e.consume();
    }
}
