// Exactly what the apps use of rxjs, shared under the key `rxjs` (see ../facades.mjs). The `@exchange/unshared/` alias
// keeps this import out of the share scope (it would otherwise resolve to this very facade).
export {
  auditTime,
  BehaviorSubject,
  defer,
  distinctUntilChanged,
  exhaustMap,
  filter,
  map,
  merge,
  Observable,
  of,
  share,
  startWith,
  Subject,
  switchMap,
  timer,
} from '@exchange/unshared/rxjs';
