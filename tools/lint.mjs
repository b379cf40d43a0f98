/**
 * `npm run lint`: the static checks of `npm test` on their own.
 */
import { ensureDependenciesAndBuild } from './stack/index.mjs';
import { runStaticChecks } from './test/suites/static.mjs';
import { summaryLine } from './test/tally.mjs';

export default async function main() {
	await ensureDependenciesAndBuild();
	const counts = await runStaticChecks();
	console.log( `\n${ summaryLine( counts ) }` );
	return counts.failed > 0 ? 1 : 0;
}
