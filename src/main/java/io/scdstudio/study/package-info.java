/**
 * Studying for an exam: the exam profiles ({@link io.scdstudio.study.ExamProfiles}, one resource file a teacher can
 * copy and edit), a timed exam round drawn across the lesson library by the profile's objectives
 * ({@link io.scdstudio.study.ExamRound}), and the learner's progress kept between sessions
 * ({@link io.scdstudio.study.StudyProgress}, {@link io.scdstudio.study.ProgressStore},
 * {@link io.scdstudio.study.ProgressReport}). Plain synchronous Java over the lessons and the practice questions.
 */
package io.scdstudio.study;
