/**
 * The feed pane: the events of the open feed in arrival order with their batch, source line and the
 * operation the flow classified them as (from the preview's trace), and the feed's schema.
 */
package io.scdstudio.ui.feed;
