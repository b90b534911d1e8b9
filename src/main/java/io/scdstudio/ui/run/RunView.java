package io.scdstudio.ui.run;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.Icons;
import io.scdstudio.ui.Styles;
import java.io.File;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.beans.binding.Bindings;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.DirectoryChooser;
import org.kordamp.ikonli.feather.Feather;

/**
 * Engine, mode, Run and Cancel, progress, the engine's settings (Spark: master, workspace, target folder), the
 * verdict; then tabs for the differing rows side by side, the
 * engine's table and its Delta history (pick a version to see the table as it held it); and the log (collapsible),
 * which follows the engine's own log.
 */
public final class RunView extends VBox {

    public RunView(RunViewModel vm) {
        super(8);
        setId("runPane");
        setPadding(new Insets(10));
        Label engineName = new Label("Engine: " + vm.engineLabel());
        engineName.setId("runEngine");
        engineName.setWrapText(true);
        Label warming = new Label();
        warming.setId("runEngineState");
        warming.setWrapText(true);
        warming.setMinHeight(Region.USE_PREF_SIZE);
        warming.textProperty().bind(vm.engineStateProperty());
        warming.managedProperty().bind(warming.textProperty().isNotEmpty());
        warming.visibleProperty().bind(warming.managedProperty());
        VBox engine = new VBox(2, engineName, warming);
        FlowPane bar = runBar(vm);
        HBox verdict = verdictLine(vm);
        SplitPane diff = new SplitPane(
                rows("onlyInPreview", "Only in the preview", vm.onlyInPreview(), Styles.DIFF_MISSING, vm),
                rows("onlyInEngine", "Only in the engine's table", vm.onlyInEngine(), Styles.DIFF_UNEXPECTED, vm));
        TabPane results = new TabPane(
                tab("runDiffTab", "Differences", diff),
                tab("runTableTab", "Engine's table", ResultTables.rows(vm)),
                tab("runHistoryTab", "Delta history", history(vm)));
        results.setId("runResults");
        results.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(results, Priority.ALWAYS);
        TitledPane logPane = logPane(vm);
        // The result tabs give up the room to an opened log and scroll, down to this.
        results.setMinHeight(140);
        if (vm.engineSettings().configurable()) {
            getChildren().addAll(engine, bar, settings(vm.engineSettings()), verdict, results, logPane);
        } else {
            getChildren().addAll(engine, bar, verdict, results, logPane);
        }
    }

    /** Mode, Run, Cancel and the progress bar. */
    private static FlowPane runBar(RunViewModel vm) {
        ChoiceBox<RunMode> mode = new ChoiceBox<>();
        mode.setId("runMode");
        mode.getItems().setAll(vm.modes());
        mode.valueProperty().bindBidirectional(vm.modeProperty());
        Button run = Icons.on(new Button("Run"), Feather.PLAY_CIRCLE);
        run.setId("runButton");
        run.setTooltip(new Tooltip("Run the flow on this engine, batch by batch"));
        run.setOnAction(e -> vm.run());
        run.disableProperty().bind(vm.runningProperty().or(Bindings.createBooleanBinding(() -> !vm.available())));
        Button cancel = Icons.on(new Button("Cancel"), Feather.X_CIRCLE);
        cancel.setId("cancelRunButton");
        cancel.setTooltip(new Tooltip("Stop the run after the stage it is in"));
        cancel.setOnAction(e -> vm.cancel());
        cancel.disableProperty().bind(vm.runningProperty().not());
        ProgressBar progress = new ProgressBar();
        progress.setId("runProgress");
        progress.getStyleClass().add(Styles.RUN_PROGRESS);
        progress.progressProperty().bind(vm.progressProperty());
        // In a narrow pane (a lesson open beside it, a zoomed text) the bar wraps onto a second line rather than
        // push a button past the pane's edge.
        FlowPane bar = new FlowPane(8, 6, mode, run, cancel, progress);
        bar.setAlignment(Pos.CENTER_LEFT);
        progress.setPrefWidth(160);
        return bar;
    }

    /** How the last run stands, as a badge (Ready, Equal, Differs…) beside the verdict in words. */
    private static HBox verdictLine(RunViewModel vm) {
        Label verdictText = new Label();
        verdictText.setId("runVerdict");
        verdictText.setWrapText(true);
        verdictText.textProperty().bind(vm.verdictProperty());
        Label badge = new Label();
        badge.setId("runVerdictBadge");
        badge.setMinWidth(Region.USE_PREF_SIZE);
        Runnable showBadge = () -> {
            RunVerdict v = vm.verdictKindProperty().get();
            badge.setText(v.badge());
            badge.getStyleClass().removeIf(Styles::isVerdict);
            badge.getStyleClass().addAll(Styles.VERDICT_BADGE, v.styleClass());
        };
        vm.verdictKindProperty().addListener((o, was, now) -> showBadge.run());
        showBadge.run();
        HBox verdict = new HBox(8, badge, verdictText);
        verdict.setAlignment(Pos.CENTER_LEFT);
        verdict.getStyleClass().add(Styles.RUN_VERDICT);
        return verdict;
    }

    /** The engine's log, folded until the user opens it. */
    private static TitledPane logPane(RunViewModel vm) {
        TextArea log = new TextArea();
        log.setId("runLog");
        log.setEditable(false);
        log.setPrefRowCount(12);
        // Follow the end as lines arrive, as a terminal would.
        vm.logProperty().addListener((o, was, now) -> {
            log.setText(now);
            log.positionCaret(now.length());
        });
        TitledPane logPane = new TitledPane("Engine log", log);
        logPane.setId("runLogPane");
        logPane.setExpanded(false);
        // Opened, the log keeps its twelve lines; the result tabs give up the room (they scroll).
        logPane.setMinHeight(Region.USE_PREF_SIZE);
        return logPane;
    }

    /**
     * Master, workspace and target folder, collapsed under a title that shows them all, so where the tables go is
     * always in sight; an empty field shows its default as a prompt.
     */
    /** Said alike in the title and the empty field: the title said "a new folder per run", the field another thing. */
    private static final String DEFAULT_TARGET = "a folder in the workspace, replaced at the next run";

    private static TitledPane settings(EngineSettingsForm vm) {
        EngineSettings d = vm.defaults().orElseThrow();
        TextField master = field("runMaster", vm.masterProperty(), d.master());
        TextField workspace =
                field("runWorkspace", vm.workspaceProperty(), d.workspace().toString());
        TextField target = field("runTarget", vm.targetProperty(), DEFAULT_TARGET);
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label("Master URL"), master);
        grid.addRow(1, new Label("Workspace"), workspace, browse("runBrowseWorkspace", workspace, "Spark workspace"));
        grid.addRow(
                2, new Label("Target folder"), target, browse("runBrowseTarget", target, "Target Delta table folder"));
        List.of(master, workspace, target).forEach(RunView::wholeOnHover);
        ColumnConstraints labels = new ColumnConstraints();
        // A label keeps its width: "Target fol…" hid what the field is for.
        labels.setMinWidth(Region.USE_PREF_SIZE);
        ColumnConstraints fields = new ColumnConstraints();
        fields.setHgrow(Priority.ALWAYS);
        fields.setMinWidth(120);
        grid.getColumnConstraints().addAll(labels, fields);
        TitledPane pane = new TitledPane("", new VBox(6, grid, masterHint()));
        pane.setId("runSettingsPane");
        pane.setExpanded(false);
        // Opened, it keeps its rows; the result tabs below give up the room (they scroll).
        pane.setMinHeight(Region.USE_PREF_SIZE);
        // A long workspace path must not widen the pane past the window: the title is cut with an ellipsis instead.
        pane.setMinWidth(0);
        pane.setPrefWidth(100);
        pane.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> "Spark settings: "
                                + text(vm.masterProperty().get(), d.master()) + " · workspace "
                                + homeAsTilde(text(
                                        vm.workspaceProperty().get(),
                                        d.workspace().toString())) + " · target "
                                + text(vm.targetProperty().get(), DEFAULT_TARGET),
                        vm.masterProperty(),
                        vm.workspaceProperty(),
                        vm.targetProperty()));
        // At 1200 px the title is cut ("workspace /home/…"): the whole of it on hover.
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(pane.textProperty());
        pane.setTooltip(whole);
        return pane;
    }

    /**
     * Under the fields, on two lines of its own: beside a lesson it ended in "local[*], local[N] or ...". The break is
     * written, as a wrapped label in a collapsible pane is given the height of one line.
     */
    private static Label masterHint() {
        Label hint = new Label("Master URL: local[*] for every core here, local[N] for N,\n"
                + "spark://host:port for a standalone cluster.");
        hint.setMinHeight(Region.USE_PREF_SIZE);
        hint.getStyleClass().add(Styles.HINT_TEXT);
        return hint;
    }

    /** A field's text, or its default, whole on hover: a long path is cut at 1200 px. */
    private static void wholeOnHover(TextField f) {
        Tooltip whole = new Tooltip();
        whole.textProperty()
                .bind(Bindings.when(f.textProperty().isEmpty())
                        .then(f.promptTextProperty())
                        .otherwise(f.textProperty()));
        f.setTooltip(whole);
    }

    /** "~/.local/share/…" reads as a place in one's own folder, and leaves the title room for the target. */
    static String homeAsTilde(String path) {
        String home = System.getProperty("user.home", "");
        return !home.isEmpty()
                        && !home.equals("/")
                        && (path.equals(home) || path.startsWith(home + java.io.File.separator))
                ? "~" + path.substring(home.length())
                : path;
    }

    private static String text(String typed, String otherwise) {
        return typed.isBlank() ? otherwise : typed.strip();
    }

    private static TextField field(String id, StringProperty value, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(value);
        return field;
    }

    private static Button browse(String id, TextField into, String title) {
        Button button = new Button("Browse…");
        button.setId(id);
        button.setOnAction(e -> {
            DirectoryChooser chooser = new DirectoryChooser();
            chooser.setTitle(title);
            File now = into.getText().isBlank() ? null : new File(into.getText().strip());
            if (now != null && now.isDirectory()) {
                chooser.setInitialDirectory(now);
            }
            File picked = chooser.showDialog(button.getScene().getWindow());
            if (picked != null) {
                into.setText(picked.getAbsolutePath());
            }
        });
        return button;
    }

    /** The versions above; below, the one picked, as it was then, and whether the preview agreed. */
    private static SplitPane history(RunViewModel vm) {
        Label verdict = new Label();
        verdict.setId("runVersionVerdict");
        verdict.setWrapText(true);
        verdict.textProperty().bind(vm.versionVerdictProperty());
        TableView<Row> rows = ResultTables.versionRows(vm);
        VBox.setVgrow(rows, Priority.ALWAYS);
        SplitPane split = new SplitPane(ResultTables.history(vm), new VBox(4, verdict, rows));
        split.setOrientation(Orientation.VERTICAL);
        split.setDividerPositions(0.4);
        return split;
    }

    private static Tab tab(String id, String title, Node content) {
        Tab t = new Tab(title, content);
        t.setId(id);
        return t;
    }

    private static VBox rows(String id, String title, ObservableList<Row> items, String style, RunViewModel vm) {
        ListView<Row> list = new ListView<>(items);
        list.setId(id);
        Label empty = new Label();
        empty.setWrapText(true);
        empty.textProperty()
                .bind(Bindings.createStringBinding(
                        () -> vm.verdictKindProperty().get() == RunVerdict.AGREES
                                ? "None: the two tables are equal."
                                : "Run the design to compare.",
                        vm.verdictKindProperty()));
        list.setPlaceholder(empty);
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(Row row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().remove(style);
                setText(
                        empty || row == null
                                ? null
                                : IntStream.range(0, row.size())
                                        .mapToObj(i -> CanonicalText.shown(row.get(i)))
                                        .collect(Collectors.joining(" | ")));
                if (!empty) {
                    getStyleClass().add(style);
                }
            }
        });
        return new VBox(4, new Label(title), list);
    }
}
