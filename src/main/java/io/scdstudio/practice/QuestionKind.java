package io.scdstudio.practice;

/** The kinds of question a round asks, by the topic a learner is scored on, and the exam objective each trains. */
public enum QuestionKind {
    TARGET_ROWS("which rows the target holds", Objectives.PROFESSIONAL),
    VERSION_DATES("the dates of a key's versions", Objectives.PROFESSIONAL),
    EVENT_OUTCOME("what an event does", Objectives.PROFESSIONAL),
    WHICH_DESIGN("which design made a table", Objectives.PROFESSIONAL),
    WHICH_CODE("which flow code made a table", Objectives.ASSOCIATE),
    SPOT_THE_MISTAKE("the mistake in a flow", Objectives.ASSOCIATE);

    private final String topic;
    private final String objective;

    QuestionKind(String topic, String objective) {
        this.topic = topic;
        this.objective = objective;
    }

    public String topic() {
        return topic;
    }

    public String objective() {
        return objective;
    }

    /** The certification objectives the questions train. */
    static final class Objectives {
        static final String PROFESSIONAL = "Databricks Data Engineer Professional: Use APPLY CHANGES APIs to simplify "
                + "CDC in Lakeflow Spark Declarative Pipelines";
        static final String ASSOCIATE = "Databricks Data Engineer Associate: Implement data pipelines using LDP";

        private Objectives() {}
    }
}
