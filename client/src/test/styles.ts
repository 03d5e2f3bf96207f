// A CSS module in tests: each class is its own name (the stylesheets themselves are not loaded).
export default new Proxy({}, { get: (_classes, name) => String(name) });
