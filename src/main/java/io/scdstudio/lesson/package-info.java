/**
 * The scenario library as lessons: each scenario folder with a {@code lesson.json} (one-line story, topic tags,
 * level, place in the suggested order) and a {@code README.md} (the lesson, Markdown parsed by commonmark-java)
 * is a {@link io.scdstudio.lesson.Lesson}; {@link io.scdstudio.lesson.LessonLibrary} reads a folder of them in
 * the suggested order. A lesson's links into the preview ({@code #event-N}, {@code #key-K}, {@code #batch-N})
 * are {@link io.scdstudio.lesson.LessonLink}s, and {@link io.scdstudio.lesson.LessonCheck} proves each one
 * points at something its feed holds. How to write a lesson: {@code docs/lessons.md}.
 */
package io.scdstudio.lesson;
