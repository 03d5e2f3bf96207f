// What the registrations section offers the other sections: the registrations screen's address for a
// filter (the overview links to it).
export { EMPTY_FILTER, type FilterState, writeFilter } from './registrationUrl';
