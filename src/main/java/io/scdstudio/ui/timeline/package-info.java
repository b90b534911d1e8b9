/**
 * The SCD2 timeline: each key's versions as bars from {@code __START_AT} to {@code __END_AT} on a sequence
 * axis ordered by rank (so numbers, timestamps and STRUCT sequences all fit), gaps and late arrivals marked,
 * and an "as of" marker showing the dimension at one sequence value with the SQL that answers it.
 */
package io.scdstudio.ui.timeline;
