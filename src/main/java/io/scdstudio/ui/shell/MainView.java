package io.scdstudio.ui.shell;

import io.scdstudio.ui.FeatureTab;
import io.scdstudio.ui.code.CodeView;
import io.scdstudio.ui.compare.CompareView;
import io.scdstudio.ui.feed.FeedView;
import io.scdstudio.ui.flow.FlowView;
import io.scdstudio.ui.lesson.LessonView;
import io.scdstudio.ui.practice.PracticeView;
import io.scdstudio.ui.preview.PreviewView;
import io.scdstudio.ui.run.RunView;
import io.scdstudio.ui.timeline.TimelineView;
import java.io.File;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import javafx.geometry.Insets;
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
    private final Map<FeatureTab, Tab> byFeature = new EnumMap<>(FeatureTab.class);
    private final LessonView lessonView;

    public MainView(StudioViewModel vm, Runnable quit) {
        setId("mainView");
        tabs.setId("featureTabs");
        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        Tab timeline = tab(FeatureTab.TIMELINE, new TimelineView(vm.timeline()));
        Tab run = tab(FeatureTab.RUN, new RunView(vm.run()));
        // Opening the Run tab is the sign a run is coming: start the engine's session while the user looks around.
        run.selectedProperty().addListener((o, was, now) -> {
            if (now) {
                vm.run().warmUp();
            }
        });
        FeedView feedView = new FeedView(vm.feed());
        Tab feed = tab(FeatureTab.FEED, feedView);
        Tab compare = tab(FeatureTab.COMPARE, new CompareView(vm.compare()));
        compare.selectedProperty().addListener((o, was, now) -> vm.compare().setActive(now));
        Tab practice = tab(FeatureTab.PRACTICE, new PracticeView(vm.practice()));
        tab(FeatureTab.PREVIEW, new PreviewView(vm.preview()));
        CodeView codeView = new CodeView(vm.code(), (msg, e) -> vm.reportError(e));
        Tab code = tab(FeatureTab.CODE, codeView);
        tabs.getTabs().addAll(byFeature.values());
        selectTab(FeatureTab.PREVIEW);
        vm.timeline().setActive(false);
        timeline.selectedProperty().addListener((o, was, now) -> vm.timeline().setActive(now));
        feedView.setShown(false);
        codeView.setShown(false);
        code.selectedProperty().addListener((o, was, now) -> codeView.setShown(now));
        feed.selectedProperty().addListener((o, was, now) -> feedView.setShown(now));
        split = new SplitPane(new FlowView(vm.flow()), tabs);
        split.setDividerPositions(vm.settings().layout().flowDivider());
        lessonView = new LessonView(vm.lessons().lesson());
        vm.lessons().lesson().lessonProperty().addListener((o, was, now) -> showLesson(now != null));
        vm.lessons().wantedTabProperty().addListener((o, was, now) -> {
            if (now != null) {
                selectTab(now);
            }
        });
        HomeView home = new HomeView(vm);
        home.visibleProperty().bind(vm.lessons().homeShownProperty());
        split.visibleProperty().bind(vm.lessons().homeShownProperty().not());
        // Hand the focus over before the view that holds it is hidden: left on a list cell of the hidden view,
        // JavaFX's focus clean-up walks a cell already taken out of its list and throws.
        vm.lessons().homeShownProperty().addListener((o, was, now) -> (now ? home : tabs).requestFocus());
        Label status = new Label();
        status.setId("statusLabel");
        status.textProperty().bind(vm.statusProperty());
        status.setPadding(new Insets(3, 8, 3, 8));
        setTop(new MenuBarView(vm, quit));
        setCenter(new StackPane(split, home));
        setBottom(status);
        setOnDragOver(this::acceptFiles);
        setOnDragDropped(e -> dropped(vm, e));
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
            split.setDividerPositions(Math.min(flow, FLOW_SHARE_WITH_LESSON), 1 - Math.min(0.4, LESSON_WIDTH / width));
        } else {
            split.getItems().remove(lessonView);
            split.setDividerPositions(flow);
        }
    }

    private void selectTab(FeatureTab feature) {
        tabs.getSelectionModel().select(byFeature.get(feature));
    }

    public TabPane tabs() {
        return tabs;
    }

    /** Makes the feature's tab; the tabs stand in the order of {@link FeatureTab}, whatever order they are made in. */
    private Tab tab(FeatureTab feature, javafx.scene.Node content) {
        Tab t = new Tab(feature.title(), content);
        t.setId(feature.nodeId());
        byFeature.put(feature, t);
        return t;
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
            vm.open(f.getName().equals("case.json") ? f.toPath().getParent() : f.toPath());
        }
        e.setDropCompleted(ok);
        e.consume();
    }
}
