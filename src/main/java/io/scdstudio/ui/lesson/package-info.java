/**
 * The scenario library in the window: {@link io.scdstudio.ui.lesson.LibraryView} (the browser: lessons in their
 * suggested order, filtered by topic) and {@link io.scdstudio.ui.lesson.LessonView} (the open lesson beside the
 * preview, its README rendered by {@link io.scdstudio.ui.lesson.MarkdownView}, with links that move the preview
 * and a "Next lesson" action), each with its view model.
 */
package io.scdstudio.ui.lesson;
