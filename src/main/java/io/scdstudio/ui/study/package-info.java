/**
 * The Study tab: the learner's progress (lessons completed, mastery per exam objective week by week, exams taken,
 * reset with confirmation) and a timed exam round across the lesson library, with flag-for-review, a review of every
 * question with a link into its lesson at the event that decides it, and "retry the ones I missed".
 */
package io.scdstudio.ui.study;
