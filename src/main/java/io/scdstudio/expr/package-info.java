/**
 * Condition expressions for {@code apply_as_deletes} and {@code apply_as_truncates}: a Spark SQL boolean subset
 * (column references, literals, comparisons, IS NULL, IN, LIKE, AND/OR/NOT, lower/upper/trim/coalesce) that is
 * lexed ({@link io.scdstudio.expr.ConditionLexer}, also for syntax highlighting), parsed, type-checked with Spark
 * 4's ANSI coercion rules, and compiled into a tree of small evaluator nodes ({@link io.scdstudio.expr.Condition})
 * that give the same TRUE / FALSE / NULL, and fail on the same casts, as Spark would. The rules and their sources
 * are in {@code docs/decisions/0002-condition-semantics.md}. Depends only on {@code model}.
 */
package io.scdstudio.expr;
