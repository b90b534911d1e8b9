package io.scdstudio.ui.run;

import io.scdstudio.model.CanonicalText;
import io.scdstudio.model.Row;
import io.scdstudio.ui.Styles;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
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
import javafx.scene.control.TitledPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Engine, mode, Run and Cancel, progress, the verdict; then tabs for the differing rows side by side, the
 * engine's table and its Delta history (pick a version to see the table as it held it); and the log (collapsible), which follows the engine's own log.
 */
public final class RunView extends VBox {

    public RunView(RunViewModel vm) {
        super(8);
        setId("runPane");
        setPadding(new Insets(10));
        Label engine = new Label("Engine: " + vm.engineLabel());
        engine.setId("runEngine");
        ChoiceBox<RunMode> mode = new ChoiceBox<>();
        mode.setId("runMode");
        mode.getItems().setAll(RunMode.values());
        mode.valueProperty().bindBidirectional(vm.modeProperty());
        Button run = new Button("Run");
        run.setId("runButton");
        run.setOnAction(e -> vm.run());
        run.setDisable(!vm.available());
        run.disableProperty().bind(vm.runningProperty().or(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> !vm.available())));
        Button cancel = new Button("Cancel");
        cancel.setId("cancelRunButton");
        cancel.setOnAction(e -> vm.cancel());
        cancel.disableProperty().bind(vm.runningProperty().not());
        ProgressBar progress = new ProgressBar();
        progress.setId("runProgress");
        progress.progressProperty().bind(vm.progressProperty());
        HBox bar = new HBox(8, engine, mode, run, cancel, progress);
        bar.setAlignment(Pos.CENTER_LEFT);
        Label verdict = new Label();
        verdict.setId("runVerdict");
        verdict.setWrapText(true);
        verdict.textProperty().bind(vm.verdictProperty());
        SplitPane diff = new SplitPane(rows("onlyInPreview", "Only in the preview", vm.onlyInPreview(), Styles.DIFF_MISSING),
                rows("onlyInEngine", "Only in the engine's table", vm.onlyInEngine(), Styles.DIFF_UNEXPECTED));
        TabPane results = new TabPane(tab("runDiffTab", "Differences", diff),
                tab("runTableTab", "Engine's table", ResultTables.rows(vm)),
                tab("runHistoryTab", "Delta history", history(vm)));
        results.setId("runResults");
        results.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        VBox.setVgrow(results, Priority.ALWAYS);
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
        // Opened, the log keeps its twelve lines and the result tabs give up the room (they scroll).
        logPane.setMinHeight(Region.USE_PREF_SIZE);
        results.setMinHeight(140);
        getChildren().addAll(bar, verdict, results, logPane);
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

    private static Tab tab(String id, String title, javafx.scene.Node content) {
        Tab t = new Tab(title, content);
        t.setId(id);
        return t;
    }

    private static VBox rows(String id, String title, javafx.collections.ObservableList<Row> items, String style) {
        ListView<Row> list = new ListView<>(items);
        list.setId(id);
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(Row row, boolean empty) {
                super.updateItem(row, empty);
                getStyleClass().remove(style);
                setText(empty || row == null ? null : IntStream.range(0, row.size())
                        .mapToObj(i -> CanonicalText.render(row.get(i))).collect(Collectors.joining(" | ")));
                if (!empty) {
                    getStyleClass().add(style);
                }
            }
        });
        return new VBox(4, new Label(title), list);
    }
}
