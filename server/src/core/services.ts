// The services of the running app, built once by the composition root (app.ts) from the modules.
// Core names no domain: each module adds its services here by declaration merging, e.g.
//   declare module '../../core/services' { interface Services { courses: CourseService } }
// so that modules depend on core and core depends on nobody.

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the modules
export interface Services {}
