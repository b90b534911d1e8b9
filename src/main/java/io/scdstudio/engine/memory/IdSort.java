package io.scdstudio.engine.memory;

/** Sorts event ids in fold order: insertion sort for the short runs most keys have, merge sort beyond. */
final class IdSort {
    private static final int SHORT = 24;

    private IdSort() {}

    static void sort(int[] a, int from, int to, EventStore store) {
        if (to - from <= SHORT) {
            insertion(a, from, to, store);
            return;
        }
        int[] tmp = new int[to - from];
        mergeSort(a, tmp, from, to, store);
    }

    private static void insertion(int[] a, int from, int to, EventStore store) {
        for (int i = from + 1; i < to; i++) {
            int id = a[i];
            int j = i - 1;
            while (j >= from && store.compare(a[j], id) > 0) {
                a[j + 1] = a[j];
                j--;
            }
            a[j + 1] = id;
        }
    }

    private static void mergeSort(int[] a, int[] tmp, int from, int to, EventStore store) {
        if (to - from <= SHORT) {
            insertion(a, from, to, store);
            return;
        }
        int mid = (from + to) >>> 1;
        mergeSort(a, tmp, from, mid, store);
        mergeSort(a, tmp, mid, to, store);
        if (store.compare(a[mid - 1], a[mid]) <= 0) {
            return;
        }
        int i = from;
        int j = mid;
        int k = 0;
        while (i < mid && j < to) {
            tmp[k++] = store.compare(a[i], a[j]) <= 0 ? a[i++] : a[j++];
        }
        while (i < mid) {
            tmp[k++] = a[i++];
        }
        while (j < to) {
            tmp[k++] = a[j++];
        }
        System.arraycopy(tmp, 0, a, from, k);
    }
}
