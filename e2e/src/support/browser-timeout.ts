// Each browser test may start the whole product (five processes) before its first step.
jest.setTimeout(120_000);
