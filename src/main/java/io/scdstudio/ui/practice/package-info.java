/**
 * Practice mode in the window: {@link io.scdstudio.ui.practice.PracticeView} asks a round of questions about the
 * open design (made by {@code practice.PracticeRound} from the preview's own trace), checks each answer, explains a
 * wrong one and moves the preview to the events that decide it, and ends with a score per topic; while a question
 * is open, the preview's table and explanation are hidden.
 */
package io.scdstudio.ui.practice;
