/**
 * Export of a flow design as code: what every target shares. Each target is one
 * {@link io.scdstudio.codegen.CodeGenerator}, found by {@link io.scdstudio.codegen.CodeGenerators} through
 * {@code META-INF/services}, so this package names none of them. They build on the shared
 * {@link io.scdstudio.codegen.CodeWriter}, a per-language {@link io.scdstudio.codegen.IdentifierQuoting}, the SQL
 * pieces of {@link io.scdstudio.codegen.SqlText} and a CDC format's source view in each target's idiom
 * ({@link io.scdstudio.codegen.SourceViewCode}). The targets live in {@code codegen.lakeflow} and
 * {@code codegen.merge}, import in {@code codegen.importer}. Plain synchronous code that depends only on the model.
 */
package io.scdstudio.codegen;
