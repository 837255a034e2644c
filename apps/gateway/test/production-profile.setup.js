// Tells startStack (test/stack.ts) to run the services and the gateway on the production engines.
process.env.GATEWAY_STACK_PROFILE = 'production';
