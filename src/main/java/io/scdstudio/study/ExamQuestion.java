package io.scdstudio.study;

import io.scdstudio.lesson.Lesson;
import io.scdstudio.practice.Question;

/** A question of an exam round: the question, the lesson it is about, and the objective of the profile it trains. */
public record ExamQuestion(Question question, Lesson lesson, ExamProfile.Objective objective) {}
