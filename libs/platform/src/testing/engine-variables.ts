// The one list of the engines' variables, plain CommonJS beside the scripts that use it too.
// eslint-disable-next-line @nx/enforce-module-boundaries -- a tool file, no project: the scripts run it unbuilt
export { withoutEngines } from '../../../../tools/engine-variables.cjs';
