// The app's composition for a module's own tests that need its services, or the whole app without
// HTTP (a module's background work): modules never import app.ts themselves (.dependency-cruiser).
export { createApp, createServices } from '../app';
