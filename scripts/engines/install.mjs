// Installing what `engines.mjs up` starts, once, into a cache folder outside the repository (a
// second `up` takes seconds): Redis from Debian, MinIO and FerretDB built from their Go modules,
// Elasticsearch 8.19.0's integ-test distribution and mongo-java-server from Maven Central.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const MINIO_MODULE = 'github.com/minio/minio@v0.0.0-20260212201848-7aac2a2c5b7c';
const ES_VERSION = '8.19.0';
const ES_ARTIFACT = `org.elasticsearch.distribution.integ-test-zip:elasticsearch:${ES_VERSION}:zip`;
const MAVEN_DEPENDENCY_PLUGIN = 'org.apache.maven.plugins:maven-dependency-plugin:3.8.1';
const STAND_INS_PLUGIN = 'labmedicin-stand-ins';
const FERRETDB = { module: 'github.com/FerretDB/FerretDB', version: 'v1.24.2' };
const MAILPIT_MODULE = 'github.com/axllent/mailpit@v1.33.1';
export const MONGO_JAVA_SERVER = { group: 'de.bwaldvogel', artifact: 'mongo-java-server-h2-backend', version: '1.47.0' };

export const isRoot = process.getuid?.() === 0;
export const log = (message) => console.log(`[engines] ${message}`);
export const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** Where this machine keeps what runs share (installs, caches): for root, /var/cache; else ~/.cache. */
export const MACHINE_CACHE = isRoot ? '/var/cache' : join(homedir(), '.cache');
/**
 * Installs live in ~/.cache/labmedicin-engines, or, for root, in /var/cache/labmedicin-engines:
 * Elasticsearch then runs as an unprivileged user, who cannot read anything under /root.
 */
export const CACHE = process.env.LABMEDICIN_ENGINES_CACHE ?? join(MACHINE_CACHE, 'labmedicin-engines');

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function runChecked(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.error?.message ?? `exit ${result.status}`})`);
}

/** Debian packages for the commands that are missing; only root on Debian can install them here. */
function ensureCommands(commands) {
  const missing = Object.entries(commands).filter(([command]) => !has(command));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))];
  if (!isRoot || !has('apt-get')) {
    throw new Error(`the engines need ${missing.map(([c]) => c).join(', ')}: install them (Debian: apt-get install ${packages.join(' ')})`);
  }
  log(`installing ${packages.join(', ')} from Debian`);
  runChecked('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')} >/dev/null`]);
}

function maven(args, cwd) {
  // A Maven repository of our own inside the cache, removed after each install: only what runs is kept.
  runChecked('mvn', ['-B', '-q', `-Dmaven.repo.local=${join(CACHE, 'm2')}`, ...args], { cwd });
}

/** mongo-java-server's jars, for MongoWireServer.java to run against. */
function installMongoJavaServer() {
  const home = join(CACHE, `mongo-java-server-${MONGO_JAVA_SERVER.version}`);
  if (existsSync(join(home, 'installed'))) return home;
  const started = Date.now();
  log(`installing mongo-java-server ${MONGO_JAVA_SERVER.version} (H2 backend) from Maven Central`);
  rmSync(home, { recursive: true, force: true });
  mkdirSync(home, { recursive: true });
  const { group, artifact, version } = MONGO_JAVA_SERVER;
  writeFileSync(
    join(home, 'pom.xml'),
    `<project xmlns="http://maven.apache.org/POM/4.0.0"><modelVersion>4.0.0</modelVersion>
  <groupId>local.labmedicin</groupId><artifactId>mongo-wire-server</artifactId><version>1</version><packaging>pom</packaging>
  <dependencies><dependency><groupId>${group}</groupId><artifactId>${artifact}</artifactId><version>${version}</version></dependency></dependencies>
</project>\n`,
  );
  maven([`${MAVEN_DEPENDENCY_PLUGIN}:copy-dependencies`, '-DincludeScope=runtime', `-DoutputDirectory=${join(home, 'lib')}`], home);
  writeFileSync(join(home, 'installed'), new Date().toISOString());
  log(`mongo-java-server installed in ${seconds(started)}`);
  return home;
}

/** The unpacked distribution plus our stand-ins plugin, rebuilt whenever its sources change. */
function installElasticsearch() {
  const home = join(CACHE, `elasticsearch-${ES_VERSION}`);
  if (!existsSync(join(home, 'installed'))) {
    const started = Date.now();
    log(`installing Elasticsearch ${ES_VERSION} (integ-test distribution) from Maven Central`);
    rmSync(home, { recursive: true, force: true });
    const unpackTo = `${home}.unpack`;
    rmSync(unpackTo, { recursive: true, force: true });
    // Run from the folder it unpacks to: without a project, Maven writes its unpack marker under a
    // literal `${project.basedir}` in the working folder, and a marker left behind would make a
    // later unpack a no-op.
    mkdirSync(unpackTo, { recursive: true });
    maven([`${MAVEN_DEPENDENCY_PLUGIN}:unpack`, `-Dartifact=${ES_ARTIFACT}`, `-DoutputDirectory=${unpackTo}`], unpackTo);
    runChecked('mv', [join(unpackTo, `elasticsearch-${ES_VERSION}`), home]);
    rmSync(unpackTo, { recursive: true, force: true });
    writeFileSync(join(home, 'installed'), new Date().toISOString());
    log(`Elasticsearch installed in ${seconds(started)}`);
  }
  buildStandInsPlugin(home);
  return home;
}

function buildStandInsPlugin(esHome) {
  const sources = join(HERE, 'elasticsearch-stand-ins', 'src');
  const files = listFiles(sources).filter((file) => file.endsWith('.java'));
  const hash = createHash('sha256');
  // By path within the sources, so that checkouts elsewhere on the machine share one build.
  for (const file of files) hash.update(relative(sources, file)).update(readFileSync(file));
  const digest = hash.digest('hex');
  const pluginDir = join(esHome, 'plugins', STAND_INS_PLUGIN);
  const stamp = join(pluginDir, 'sources.sha256');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === digest) return;
  log('compiling the stand-ins plugin against the distribution');
  const build = join(CACHE, 'stand-ins-build');
  rmSync(build, { recursive: true, force: true });
  rmSync(pluginDir, { recursive: true, force: true });
  mkdirSync(pluginDir, { recursive: true });
  runChecked('javac', ['-nowarn', '--release', '17', '-cp', join(esHome, 'lib', '*'), '-d', join(build, 'classes'), ...files]);
  runChecked('jar', ['cf', join(pluginDir, `${STAND_INS_PLUGIN}.jar`), '-C', join(build, 'classes'), '.']);
  writeFileSync(
    join(pluginDir, 'plugin-descriptor.properties'),
    [
      'description=Test-only stand-ins for modules the integ-test distribution lacks (analysis-common analyzers, rest-root)',
      'version=1.0.0',
      `name=${STAND_INS_PLUGIN}`,
      'classname=org.labmedicin.engines.StandInsPlugin',
      'java.version=17',
      `elasticsearch.version=${ES_VERSION}`,
      '',
    ].join('\n'),
  );
  writeFileSync(stamp, digest);
  rmSync(build, { recursive: true, force: true });
}

/**
 * Runs a Go build with build and module caches of its own (about 2 GB for MinIO), which are only
 * needed for that build and removed after it.
 */
function withGoScratch(build, name = 'go-build-scratch') {
  const scratch = join(CACHE, name);
  rmSync(scratch, { recursive: true, force: true });
  try {
    build(scratch, {
      ...process.env,
      GOPATH: join(scratch, 'path'),
      GOCACHE: join(scratch, 'cache'),
      GOMODCACHE: join(scratch, 'mod'),
      GOFLAGS: '-buildvcs=false',
      CGO_ENABLED: '0',
    });
  } finally {
    // The module cache is written read-only.
    spawnSync('chmod', ['-R', 'u+w', scratch]);
    rmSync(scratch, { recursive: true, force: true });
  }
}

export function installMinio() {
  const version = MINIO_MODULE.split('@')[1];
  const bin = join(CACHE, `minio-${version}`, 'minio');
  if (existsSync(bin)) return bin;
  const started = Date.now();
  log(`building MinIO from ${MINIO_MODULE} with go install (a few minutes)`);
  withGoScratch((_, env) => runChecked('go', ['install', MINIO_MODULE], { env: { ...env, GOBIN: dirname(bin) } }));
  log(`MinIO built in ${seconds(started)}`);
  return bin;
}

/**
 * Mailpit, a real SMTP server with an HTTP API, which the tests of the reset mail send through.
 * Its scratch folder is its own: tests build it while the engines may be building theirs.
 */
export function installMailpit() {
  const version = MAILPIT_MODULE.split('@')[1];
  const bin = join(CACHE, `mailpit-${version}`, 'mailpit');
  if (existsSync(bin)) return bin;
  if (!has('go')) throw new Error('building Mailpit needs Go 1.24 or later on the PATH (https://go.dev/dl/)');
  const started = Date.now();
  log(`building Mailpit from ${MAILPIT_MODULE} with go install (a minute or two)`);
  mkdirSync(CACHE, { recursive: true });
  withGoScratch((_, env) => runChecked('go', ['install', MAILPIT_MODULE], { env: { ...env, GOBIN: dirname(bin) } }), 'mailpit-build-scratch');
  log(`Mailpit built in ${seconds(started)}`);
  return bin;
}

/**
 * FerretDB's module source from the Go module proxy, built with its version file written: the
 * module leaves build/version/version.txt to release builds, and a binary without it (as `go
 * install` of the module makes) stops at start, asking for that file.
 */
function installFerretdb() {
  const bin = join(CACHE, `ferretdb-${FERRETDB.version}`, 'ferretdb');
  if (existsSync(bin)) return bin;
  const started = Date.now();
  log(`building FerretDB ${FERRETDB.version} from its Go module (a few minutes)`);
  withGoScratch((scratch, env) => {
    const download = spawnSync('go', ['mod', 'download', '-json', `${FERRETDB.module}@${FERRETDB.version}`], { env, cwd: CACHE, encoding: 'utf8' });
    if (download.status !== 0) throw new Error(`go mod download ${FERRETDB.module}@${FERRETDB.version} failed: ${download.stderr}`);
    const source = join(scratch, 'ferretdb');
    runChecked('cp', ['-r', JSON.parse(download.stdout).Dir, source]);
    runChecked('chmod', ['-R', 'u+w', source]);
    writeFileSync(join(source, 'build', 'version', 'version.txt'), `${FERRETDB.version}\n`);
    runChecked('go', ['build', '-trimpath', '-o', bin, './cmd/ferretdb'], { env, cwd: source });
  });
  log(`FerretDB built in ${seconds(started)}`);
  return bin;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))
    .sort();
}

export function install() {
  const started = Date.now();
  ensureCommands({ 'redis-server': 'redis-server', java: 'openjdk-17-jdk-headless', javac: 'openjdk-17-jdk-headless', mvn: 'maven' });
  if (!has('go')) throw new Error('building MinIO and FerretDB needs Go 1.24 or later on the PATH (https://go.dev/dl/)');
  mkdirSync(CACHE, { recursive: true });
  // Mailpit is no engine the product uses, but the tests of the reset mail start it: built here once,
  // before the suites, rather than by several test files at the same moment on a fresh machine.
  const installed = { mongo: installMongoJavaServer(), ferretdb: installFerretdb(), elasticsearch: installElasticsearch(), minio: installMinio(), mailpit: installMailpit() };
  rmSync(join(CACHE, 'm2'), { recursive: true, force: true });
  log(`installs ready in ${seconds(started)}`);
  return installed;
}
