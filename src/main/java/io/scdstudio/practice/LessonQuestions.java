package io.scdstudio.practice;

import io.scdstudio.engine.Trace;
import io.scdstudio.model.Scenario;
import java.util.Optional;
import java.util.function.Predicate;

/**
 * Questions of a chosen kind about one scenario, traced once: what an exam round draws from each lesson it asks
 * about. Each question comes from the seeded random of this source, so the same seed asks the same questions in the
 * same order.
 */
public final class LessonQuestions {
    private final RoundContext context;

    private LessonQuestions(RoundContext context) {
        this.context = context;
    }

    /** The scenario as its own flow stores it, its snippets written with {@code names}. */
    public static LessonQuestions of(Scenario scenario, long seed, ApiNames names) {
        Trace trace = PracticeRound.traced(scenario, scenario.flow());
        return new LessonQuestions(new RoundContext(
                scenario, scenario.flow(), PracticeRound.resolve(scenario, scenario.flow()), trace, seed, names));
    }

    /**
     * A question of the kind that {@code isNew} accepts, or empty when this scenario gives none (a snapshot flow has no
     * flow code to spot). Later questions of this scenario do not ask what an accepted one showed.
     */
    public Optional<Question> ask(QuestionKind kind, Predicate<Question> isNew) {
        Optional<Question> q = context.trace.size() == 0
                ? Optional.empty()
                : PracticeRound.ask(context, kind).filter(isNew);
        if (q.isPresent()) {
            context.kept();
        } else {
            context.dropped();
        }
        return q;
    }

    /**
     * What makes two questions one to a learner: the kind and the text, whatever the options' order.
     */
    public static String identity(Question q) {
        return PracticeRound.sameQuestion(q);
    }
}
