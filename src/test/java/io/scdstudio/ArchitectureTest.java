package io.scdstudio;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The package arrows of docs/architecture.md, held as tests. */
class ArchitectureTest {
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter()
                .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("io.scdstudio");
    }

    @Test
    void javaFxIsUsedOnlyByTheUiAndTheLauncher() {
        noClasses()
                .that()
                .resideOutsideOfPackages("io.scdstudio.ui..", "io.scdstudio.app..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("javafx..")
                .check(classes);
    }

    @Test
    void sparkIsUsedOnlyByTheSparkPackage() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.scdstudio.spark..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("org.apache.spark..", "io.delta..")
                .check(classes);
    }

    @Test
    void modelDependsOnNothingOfOurs() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.model..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model"))
                .check(classes);
    }

    @Test
    void feedUsesOnlyTheModel() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.feed..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "feed"))
                .check(classes);
    }

    @Test
    void feedFormatsUseOnlyTheModelAndTheFeedReaders() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.format..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "feed", "format"))
                .check(classes);
    }

    @Test
    void designChecksUseOnlyModelExpressionsAndTheEngine() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.lint..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "expr", "engine", "lint"))
                .check(classes);
    }

    @Test
    void expressionsUseOnlyTheModel() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.expr..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "expr"))
                .check(classes);
    }

    @Test
    void engineUsesOnlyModelAndExpressions() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.engine..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "expr", "engine"))
                .check(classes);
    }

    @Test
    void codegenUsesOnlyTheModel() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.codegen..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "codegen"))
                .allowEmptyShould(true)
                .check(classes);
    }

    @Test
    void savingDesignsUsesOnlyModelAndFeed() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.project..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "feed", "project"))
                .check(classes);
    }

    @Test
    void lessonsUseOnlyModelFeedAndEngine() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.lesson..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "feed", "engine", "lesson"))
                .check(classes);
    }

    @Test
    void comparisonsUseOnlyModelExpressionsAndTheEngine() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.compare..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "expr", "engine", "compare"))
                .check(classes);
    }

    @Test
    void practiceUsesOnlyModelExpressionsTheEngineAndTheExporters() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.practice..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "expr", "engine", "codegen", "practice"))
                .check(classes);
    }

    @Test
    void studyUsesOnlyTheLessonsPracticeAndWhatTheyStandOn() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.study..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "expr", "feed", "engine", "lesson", "practice", "study"))
                .check(classes);
    }

    @Test
    void theGeneratorUsesOnlyModelFeedAndEngine() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.generate..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "feed", "engine", "generate"))
                .check(classes);
    }

    @Test
    void sparkUsesOnlyTheEngineApiAndWhatFeedsItsRuns() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.spark..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "feed", "format", "expr", "engine", "spark"))
                .check(classes);
    }

    @Test
    void theCommandLineUsesEverythingButTheWindow() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.cli..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others(
                        "model",
                        "feed",
                        "format",
                        "expr",
                        "engine",
                        "lint",
                        "spark",
                        "codegen",
                        "project",
                        "lesson",
                        "generate",
                        "compare",
                        "practice",
                        "study",
                        "cli"))
                .check(classes);
    }

    @Test
    void theLauncherOnlyWiresTheWindowTheCommandLineAndTheEngines() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.app..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(others("model", "feed", "engine", "project", "spark", "ui", "cli", "app"))
                .check(classes);
    }

    @Test
    void onlyTheLauncherAndTheCommandLineSitAboveEverything() {
        noClasses()
                .that()
                .resideOutsideOfPackages("io.scdstudio.app..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.scdstudio.app..")
                .check(classes);
        noClasses()
                .that()
                .resideOutsideOfPackages("io.scdstudio.app..", "io.scdstudio.cli..")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.scdstudio.cli..")
                .check(classes);
    }

    @Test
    void theUiReachesSparkOnlyThroughTheEngineInterface() {
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.ui..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("io.scdstudio.spark..", "io.scdstudio.cli..")
                .check(classes);
    }

    @Test
    void theWindowAndTheCommandLineOpenAPathThroughOneLoader() {
        // DesignFiles.open is the one way in; the schema command and the bench call the loader itself, the bench
        // to time it.
        noClasses()
                .that()
                .resideOutsideOfPackage("io.scdstudio.feed..")
                .and(DescribedPredicate.not(JavaClass.Predicates.simpleName("DesignFiles")
                        .or(JavaClass.Predicates.simpleName("SchemaCommand"))
                        .or(JavaClass.Predicates.simpleName("BenchCommand"))))
                .should()
                .dependOnClassesThat()
                .haveFullyQualifiedName("io.scdstudio.feed.FeedLoader")
                .check(classes);
    }

    @Test
    void packagesHaveNoCycles() {
        slices().matching("io.scdstudio.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void uiFeaturesHaveNoCycles() {
        // A feature's pane may use another's (the shell holds them all), never the other way round as well.
        slices().matching("io.scdstudio.ui.(*)..").should().beFreeOfCycles().check(classes);
    }

    @Test
    void viewModelsHoldNoSceneGraph() {
        // A view model is plain state and commands, testable without a stage; its view builds the nodes.
        noClasses()
                .that()
                .haveSimpleNameEndingWith("ViewModel")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("javafx.scene..")
                .check(classes);
    }

    @Test
    void theEngineApiKnowsNoEngineBehindIt() {
        // Both engines implement engine's API and share engine.resolve; neither of those may lean on the in-memory
        // fold, or the Spark engine would carry it too.
        noClasses()
                .that()
                .resideInAnyPackage("io.scdstudio.engine", "io.scdstudio.engine.resolve")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.scdstudio.engine.memory..")
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.engine.resolve")
                .should()
                .dependOnClassesThat()
                .resideInAPackage("io.scdstudio.engine")
                .check(classes);
    }

    @Test
    void theInMemoryFoldIsReachedOnlyThroughItsEngine() {
        noClasses()
                .that()
                .resideOutsideOfPackage("io.scdstudio.engine.memory..")
                .should()
                .dependOnClassesThat(JavaClass.Predicates.resideInAPackage("io.scdstudio.engine.memory..")
                        .and(DescribedPredicate.not(JavaClass.Predicates.simpleName("InMemoryEngine"))))
                .check(classes);
    }

    @Test
    void exportTargetsAndImportersStandApart() {
        // The shared writing (codegen) names no target; the registry finds them through ServiceLoader.
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.codegen")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage(
                        "io.scdstudio.codegen.importer..",
                        "io.scdstudio.codegen.lakeflow..",
                        "io.scdstudio.codegen.merge..")
                .check(classes);
        noClasses()
                .that()
                .resideInAPackage("io.scdstudio.codegen.importer..")
                .should()
                .dependOnClassesThat()
                .resideInAnyPackage("io.scdstudio.codegen.lakeflow..", "io.scdstudio.codegen.merge..")
                .check(classes);
        slices().matching("io.scdstudio.codegen.(*)..")
                .should()
                .beFreeOfCycles()
                .check(classes);
    }

    private static String[] others(String... allowed) {
        java.util.List<String> all = new java.util.ArrayList<>(java.util.List.of(
                "model",
                "feed",
                "format",
                "lint",
                "expr",
                "engine",
                "spark",
                "codegen",
                "project",
                "lesson",
                "generate",
                "compare",
                "practice",
                "study",
                "ui",
                "cli",
                "app"));
        all.removeAll(java.util.List.of(allowed));
        return all.stream().map(p -> "io.scdstudio." + p + "..").toArray(String[]::new);
    }
}
