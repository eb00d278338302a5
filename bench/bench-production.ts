// The benchmarks measure the app as served: in production mode. Packages read NODE_ENV when they
// load (graphql-js then picks its plain `instanceof` over the development check), so the benches
// that run the app in their own process import this module before anything else.
process.env.NODE_ENV = 'production'
