package io.scdstudio.codegen;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

/**
 * The export targets the product offers, in menu order: the order of
 * {@code META-INF/services/io.scdstudio.codegen.CodeGenerator}. A new target is one {@link CodeGenerator} class
 * named there, plus its golden files. Found through {@link ServiceLoader} so that this package, which the
 * generators build on, names none of them.
 */
public final class CodeGenerators {
    private static final List<CodeGenerator> ALL =
            ServiceLoader.load(CodeGenerator.class, CodeGenerators.class.getClassLoader()).stream()
                    .map(ServiceLoader.Provider::get)
                    .toList();

    private CodeGenerators() {}

    public static List<CodeGenerator> all() {
        return ALL;
    }

    public static Optional<CodeGenerator> byId(String id) {
        return ALL.stream().filter(g -> g.id().equals(id)).findFirst();
    }
}
