/**
 * The flow pane: every setting of {@code create_auto_cdc_flow} with a control that fits it. Each change is
 * an undoable command on the shared design; after every change the flow is resolved against the feed's
 * schema and the error is shown beside the setting it names.
 */
package io.scdstudio.ui.flow;
