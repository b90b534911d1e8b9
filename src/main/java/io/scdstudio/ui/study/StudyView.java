package io.scdstudio.ui.study;

import io.scdstudio.study.ExamProfile;
import io.scdstudio.ui.ScrollTo;
import io.scdstudio.ui.Styles;
import io.scdstudio.ui.practice.QuestionPane;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.event.ActionEvent;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Separator;
import javafx.scene.control.Spinner;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import javafx.util.StringConverter;

/**
 * The Study tab: an exam (profile, length, its rules, Start), the round as it is answered (the question, a navigator
 * of every question answered or flagged, Previous, Flag for review, Next, Finish, the time left), its review (the
 * score per objective and every question with the answer, the rule and a link into its lesson, Retry the missed),
 * and the progress report with Reset, which asks first.
 */
public final class StudyView extends ScrollPane {
    private final StudyViewModel vm;
    private final QuestionPane question = new QuestionPane("exam");
    private final FlowPane navigator = new FlowPane(4, 4);
    private final VBox reviewList = new VBox(10);
    private final Timeline clock = new Timeline(new KeyFrame(Duration.seconds(1), e -> tickClock()));

    public StudyView(StudyViewModel vm) {
        this.vm = vm;
        setId("studyPane");
        setFitToWidth(true);
        VBox body = new VBox(12, examSetup(), answering(), reviewing(), new Separator(), progress());
        body.setPadding(new Insets(12));
        setContent(body);
        clock.setCycleCount(Timeline.INDEFINITE);
        vm.phaseProperty().addListener((o, was, now) -> {
            if (now == StudyViewModel.Phase.ANSWERING) {
                clock.play();
            } else {
                clock.stop();
            }
        });
        vm.questionProperty().addListener((o, was, now) -> {
            question.show(now);
            question.choose(vm.givenAt(vm.indexProperty().get()));
        });
        vm.navigator().addListener((ListChangeListener<String>) c -> fillNavigator());
        vm.review().addListener((ListChangeListener<ReviewItem>) c -> fillReview());
    }

    private void tickClock() {
        vm.answer(question.answer());
        vm.tick();
    }

    private VBox examSetup() {
        Label title = new Label("Exam simulation");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        ChoiceBox<ExamProfile> profile = new ChoiceBox<>();
        profile.setId("examProfile");
        profile.getItems().setAll(vm.profiles());
        profile.setConverter(new StringConverter<>() {
            @Override
            public String toString(ExamProfile p) {
                return p == null ? "" : p.name();
            }

            @Override
            public ExamProfile fromString(String s) {
                return null;
            }
        });
        profile.valueProperty().bindBidirectional(vm.profileProperty());
        Spinner<Integer> count = new Spinner<>(1, 100, vm.countProperty().get());
        count.setId("examCount");
        count.setEditable(true);
        count.setPrefWidth(80);
        count.valueProperty().addListener((o, was, now) -> vm.countProperty().set(now));
        vm.countProperty().addListener((o, was, now) -> count.getValueFactory().setValue(now.intValue()));
        Button start = new Button("Start the exam");
        start.setId("examStart");
        start.getStyleClass().add(Styles.ACCENT);
        start.disableProperty().bind(vm.examOpen().or(vm.phaseProperty().isEqualTo(StudyViewModel.Phase.DRAWING)));
        start.setOnAction(e -> vm.start());
        start.setMinWidth(Region.USE_PREF_SIZE);
        profile.setMaxWidth(420);
        HBox length = new HBox(6, fixed("Questions:"), count);
        length.setAlignment(Pos.CENTER_LEFT);
        FlowPane row = new FlowPane(8, 6, fixed("Exam:"), profile, length, start);
        row.setAlignment(Pos.CENTER_LEFT);
        row.disableProperty().bind(vm.examOpen());
        Label rules = wrapped("examRules", Styles.HINT_TEXT);
        rules.textProperty().bind(vm.rulesProperty());
        // The rules are read before a round; during it the status line says them once.
        rules.managedProperty().bind(vm.examOpen().not());
        rules.visibleProperty().bind(rules.managedProperty());
        Label status = wrapped("examStatus", Styles.HINT_TEXT);
        status.textProperty().bind(vm.statusProperty());
        return new VBox(6, title, row, rules, status);
    }

    private VBox answering() {
        HBox top = roundHeader();
        navigator.setId("examNavigator");
        Button previous = button("examPrevious", "Previous", () -> {
            vm.answer(question.answer());
            vm.previous();
        });
        previous.disableProperty().bind(vm.indexProperty().lessThanOrEqualTo(0));
        Button next = button("examNext", "Next", () -> {
            vm.answer(question.answer());
            vm.next();
        });
        next.disableProperty()
                .bind(Bindings.createBooleanBinding(
                        () -> vm.indexProperty().get() + 1 >= vm.size(), vm.indexProperty()));
        // Enter in a typed answer keeps it and goes on, as Next does (on the last question it keeps it).
        question.onEnter(() -> {
            if (next.isDisabled()) {
                vm.answer(question.answer());
            } else {
                next.fire();
            }
        });
        Button flag = flagButton();
        Label ask = wrapped("examFinishQuestion", Styles.ERROR_TEXT);
        VBox confirmBox = finishConfirmBox(ask);
        Button finish = button("examFinish", "Finish and see the review", () -> {
            vm.answer(question.answer());
            String open = vm.stillOpen();
            if (open.isEmpty()) {
                vm.finish();
            } else {
                ask.setText(open + " Finish anyway?");
                confirmBox.setVisible(true);
                Platform.runLater(() -> ScrollTo.reveal(confirmBox));
            }
        });
        finish.getStyleClass().add(Styles.ACCENT);
        finish.setMinWidth(Region.USE_PREF_SIZE);
        vm.indexProperty().addListener((o, was, now) -> confirmBox.setVisible(false));
        Region push = new Region();
        HBox.setHgrow(push, Priority.ALWAYS);
        HBox buttons = new HBox(8, previous, next, flag, push, finish);
        Label legend = wrapped("examNavigatorLegend", Styles.HINT_TEXT);
        legend.setText("\u25CF answered   \u2691 flagged for review");
        VBox box = new VBox(8, top, navigator, legend, question, buttons, confirmBox);
        box.managedProperty().bind(vm.examOpen());
        box.visibleProperty().bind(box.managedProperty());
        return box;
    }

    /** Flags the question shown for review, or unflags it; its label says which it will do. */
    private Button flagButton() {
        Button flag = button("examFlag", "Flag for review", () -> {
            vm.answer(question.answer());
            vm.toggleFlag();
        });
        flag.textProperty()
                .bind(Bindings.when(vm.flaggedProperty()).then("Unflag").otherwise("Flag for review"));
        // As wide as its longer label: a button that narrows when pressed moves the ones beside it under the pointer.
        flag.setMinWidth(140);
        return flag;
    }

    /** What the round is at, and the time left on its clock. */
    private HBox roundHeader() {
        Label header = wrapped("examHeader", Styles.HINT_TEXT);
        header.textProperty().bind(vm.headerProperty());
        Label time = new Label();
        time.setId("examTime");
        time.getStyleClass().add(Styles.SECTION_TITLE);
        time.textProperty().bind(vm.timeLeftProperty());
        time.setMinWidth(Region.USE_PREF_SIZE);
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        return new HBox(8, header, gap, time);
    }

    /** Asks {@code ask} before a round with questions still open is finished; hidden until then. */
    private VBox finishConfirmBox(Label ask) {
        Button sure = button("examFinishConfirm", "Finish anyway", vm::finish);
        Button stay = button("examFinishCancel", "Keep answering", () -> {});
        sure.setMinWidth(Region.USE_PREF_SIZE);
        stay.setMinWidth(Region.USE_PREF_SIZE);
        HBox confirm = new HBox(8, sure, stay);
        VBox confirmBox = new VBox(4, ask, confirm);
        confirmBox.setId("examFinishConfirmBox");
        confirmBox.setVisible(false);
        confirmBox.managedProperty().bind(confirmBox.visibleProperty());
        stay.setOnAction(e -> confirmBox.setVisible(false));
        return confirmBox;
    }

    private void fillNavigator() {
        navigator.getChildren().clear();
        for (int i = 0; i < vm.navigator().size(); i++) {
            int at = i;
            Button b = button("examGo-" + (i + 1), vm.navigator().get(i), () -> {
                vm.answer(question.answer());
                vm.go(at);
            });
            b.getStyleClass().add(Styles.SMALL);
            b.setMinWidth(52);
            if (i == vm.indexProperty().get()) {
                b.getStyleClass().add(Styles.ACCENT);
            }
            navigator.getChildren().add(b);
        }
    }

    private VBox reviewing() {
        Label title = new Label("Review");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        Label result = wrapped("examResult", Styles.EXPLANATION);
        result.textProperty().bind(vm.resultProperty());
        Button retry = button("examRetry", "Retry the ones I missed", vm::retryMissed);
        retry.getStyleClass().add(Styles.ACCENT);
        retry.disableProperty()
                .bind(Bindings.createBooleanBinding(
                        () -> vm.review().stream().allMatch(ReviewItem::right), vm.review()));
        reviewList.setId("examReview");
        VBox box = new VBox(8, title, result, retry, reviewList);
        box.managedProperty().bind(vm.phaseProperty().isEqualTo(StudyViewModel.Phase.REVIEW));
        box.visibleProperty().bind(box.managedProperty());
        return box;
    }

    private void fillReview() {
        reviewList.getChildren().clear();
        for (ReviewItem item : vm.review()) {
            Label head = new Label(item.number() + ". "
                    + (item.right() ? "\u2713 right" : item.given().isBlank() ? "\u2717 not answered" : "\u2717 missed")
                    + (item.flagged() ? " · \u2691 you flagged it" : "") + " · "
                    + item.question().objective().section() + " · "
                    + item.question().question().kind().topic()
                    + " · lesson " + item.question().lesson().title());
            head.setId("examReviewHead-" + item.number());
            head.getStyleClass().add(item.right() ? Styles.PRACTICE_RIGHT : Styles.PRACTICE_WRONG);
            head.setWrapText(true);
            QuestionPane shown = new QuestionPane("examReview" + item.number());
            shown.show(item.question().question());
            shown.choose(item.given());
            shown.markChecked();
            Label verdict = wrapped("examReviewWhy-" + item.number(), Styles.EXPLANATION);
            verdict.setText(item.verdict());
            Button open = button(
                    "examReviewOpen-" + item.number(),
                    item.showAt() > 0 ? "Open the lesson at event " + item.showAt() : "Open the lesson",
                    () -> vm.openInLesson(item));
            VBox card = new VBox(6, head, shown, verdict, open);
            card.getStyleClass().add(Styles.LESSON_CARD);
            card.setPadding(new Insets(6));
            reviewList.getChildren().add(card);
        }
    }

    private VBox progress() {
        Label title = new Label("Your progress");
        title.getStyleClass().add(Styles.SECTION_TITLE);
        Label hint = wrapped("studyReportHint", Styles.HINT_TEXT);
        hint.setText("Kept between sessions: lessons completed (stepped to their last event, or a practice round on "
                + "them answered to the end), every answer of practice and exams, and mastery per objective of the "
                + "exam chosen above, week by week.");
        Label report = wrapped("studyReport", Styles.EXPLANATION);
        report.textProperty().bind(vm.reportProperty());
        Button resume = button("studyContinue", "Continue where you left off", vm::openContinue);
        resume.textProperty().bind(vm.continueTextProperty());
        resume.visibleProperty().bind(vm.continueTextProperty().isNotEmpty());
        resume.managedProperty().bind(resume.visibleProperty());
        // It names the lesson in full ("Next: lesson 19, The same gate change with a tie-breaker: ..."), on two lines
        // where the tab is narrow, rather than cut off.
        resume.setWrapText(true);
        resume.setMinHeight(Region.USE_PREF_SIZE);
        GridPane mastery = new GridPane();
        mastery.setId("studyMastery");
        mastery.setHgap(10);
        mastery.setVgap(4);
        vm.progressReportProperty().addListener((o, was, now) -> MasteryTable.fill(mastery, now));
        MasteryTable.fill(mastery, vm.progressReportProperty().get());
        Button reset = button("studyReset", "Reset my progress…", () -> {});
        Label ask = wrapped("studyResetQuestion", Styles.ERROR_TEXT);
        ask.setText("This forgets every lesson completed, every answer and every exam taken. It cannot be undone.");
        Button yes = button("studyResetConfirm", "Forget my progress", vm::resetProgress);
        Button no = button("studyResetCancel", "Keep it", () -> {});
        yes.setMinWidth(Region.USE_PREF_SIZE);
        no.setMinWidth(Region.USE_PREF_SIZE);
        reset.setMinWidth(Region.USE_PREF_SIZE);
        VBox confirm = new VBox(4, ask, new HBox(8, yes, no));
        confirm.setVisible(false);
        confirm.managedProperty().bind(confirm.visibleProperty());
        reset.setOnAction(e -> {
            confirm.setVisible(true);
            Platform.runLater(() -> ScrollTo.reveal(confirm));
        });
        yes.addEventHandler(ActionEvent.ACTION, e -> confirm.setVisible(false));
        no.setOnAction(e -> confirm.setVisible(false));
        // Not in a scroll pane of its own: one sized the table at its widest and cut off the names that wrap at the
        // tab's width.
        VBox box = new VBox(6, title, hint, report, resume, mastery, reset, confirm);
        // During a round the learner answers; the record of earlier ones waits for the review.
        box.managedProperty().bind(vm.examOpen().not());
        box.visibleProperty().bind(box.managedProperty());
        return box;
    }

    private static Label fixed(String text) {
        Label l = new Label(text);
        l.setMinWidth(Region.USE_PREF_SIZE);
        return l;
    }

    private static Label wrapped(String id, String style) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.setMnemonicParsing(false);
        l.getStyleClass().add(style);
        return l;
    }

    private static Button button(String id, String text, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setMnemonicParsing(false);
        b.setOnAction(e -> action.run());
        return b;
    }
}
