/**
 * What opens a path and which format reads it: {@link io.scdstudio.feed.FeedLoader} opens a scenario folder, a
 * folder of snapshots or a feed file, and {@link io.scdstudio.feed.FeedFormats} is the registry of
 * {@link io.scdstudio.feed.FeedFormat}s, the extension point the CDC formats implement. The jobs it hands on live in
 * the sub-packages: {@code csv} (CSV in and out), {@code json} (JSON lines feeds), {@code values} (parsing values,
 * inferring types) and {@code scenario} (scenario and snapshot folders). Plain synchronous Java over {@code model},
 * Jackson and the JDK; every problem in a user's file becomes an {@link io.scdstudio.model.ScdException} naming the
 * file, line, column and field and saying how to fix it.
 */
package io.scdstudio.feed;
