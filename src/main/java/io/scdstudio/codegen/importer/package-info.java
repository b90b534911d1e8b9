/**
 * Import: existing Lakeflow flow code read back into a design. A small tokenizer per language and a
 * {@link io.scdstudio.codegen.importer.FlowImporter} per language read a pasted AUTO CDC statement (also notebook
 * cells and {@code FROM SNAPSHOT}) or a {@code create_auto_cdc_flow(...)} call (with simple PySpark Column
 * conditions) and return the {@link io.scdstudio.model.FlowSettings} it describes;
 * {@link io.scdstudio.codegen.importer.FlowImport} picks the importer by content. Uses no export target.
 */
package io.scdstudio.codegen.importer;
