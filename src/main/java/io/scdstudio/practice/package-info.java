/**
 * Test yourself: {@link io.scdstudio.practice.PracticeRound} makes questions from any design's trace (which rows
 * the target holds after an event, the dates of a key's versions, what an event does, which design made a table,
 * the mistake in a flow snippet), each checked against the engine, never from a question bank; a wrong answer gets
 * the rule in the trace's words and the events that decide it. The same seed gives the same questions. Plain
 * synchronous Java over the engine and the code generators.
 */
package io.scdstudio.practice;
