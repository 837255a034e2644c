// Which Node.js the product runs on. Node 24 LTS is what the image and CI use; 20.19+ still works
// (the README's commands must run on a machine that has only that), with a warning once its
// security support has ended. End-of-life dates from the Node.js release schedule.
const END_OF_LIFE = {
  20: '2026-04-30',
  21: '2024-06-01',
  22: '2027-04-30',
  23: '2025-06-01',
  24: '2028-04-30',
  25: '2026-06-01',
  26: '2029-04-30',
};

/** The warning for a Node.js past its end of life (no more security fixes), or null. */
export function endOfLifeWarning(version = process.versions.node, now = new Date()) {
  const endOfLife = END_OF_LIFE[Number(version.split('.')[0])];
  if (!endOfLife || now < new Date(`${endOfLife}T00:00:00Z`)) return null;
  return (
    `[labmedicin] Node.js ${version} reached its end of life on ${endOfLife} and gets no security fixes: ` +
    'it still runs the product, but use Node.js 24 LTS (the version the image and CI use).'
  );
}

/** Says so on stderr when this Node.js is past its end of life. */
export function warnIfEndOfLife() {
  const warning = endOfLifeWarning();
  if (warning) console.warn(warning);
}
