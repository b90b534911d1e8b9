/**
 * Export of a flow design as code, and import of existing flow code back into a design. Each export target
 * is one {@link io.scdstudio.codegen.CodeGenerator} (Lakeflow SQL, Lakeflow Python, portable Delta MERGE
 * SQL, Spark Java), built from the shared {@link io.scdstudio.codegen.CodeWriter} and a per-language
 * {@link io.scdstudio.codegen.IdentifierQuoting}, so adding a target means adding a class and its expected
 * files. The two portable targets share one plan ({@code MergePlanner}: keep every event, re-fold the keys
 * a batch touches with window functions, write them with one MERGE) and only render it differently. Import
 * goes the other way: a small tokenizer per language and a {@link io.scdstudio.codegen.FlowImporter} per
 * language read a pasted Lakeflow AUTO CDC statement or Python call and return the
 * {@link io.scdstudio.model.FlowSettings} it describes; {@link io.scdstudio.codegen.FlowImport} picks the
 * importer by content. Plain synchronous code that depends only on the model.
 */
package io.scdstudio.codegen;
