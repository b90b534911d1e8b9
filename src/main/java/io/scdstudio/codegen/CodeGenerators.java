package io.scdstudio.codegen;

import java.util.List;
import java.util.Optional;

/**
 * The export targets the product offers, in menu order. A new target is one {@link CodeGenerator} class
 * added here, plus its golden files.
 */
public final class CodeGenerators {
    private static final List<CodeGenerator> ALL = List.of(
            new LakeflowSqlGenerator(),
            new LakeflowPythonGenerator(),
            new MergeSqlGenerator(),
            new SparkJavaGenerator());

    private CodeGenerators() {}

    public static List<CodeGenerator> all() {
        return ALL;
    }

    public static Optional<CodeGenerator> byId(String id) {
        return ALL.stream().filter(g -> g.id().equals(id)).findFirst();
    }
}
