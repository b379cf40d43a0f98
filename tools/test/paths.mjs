/**
 * Where the test runner reads and writes.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(
	path.dirname( fileURLToPath( import.meta.url ) ),
	'../..'
);

/** Reports of the last run (git-ignored). */
export const artifactsDir = path.join( repoRoot, 'artifacts' );
