/**
 * Reduces a PNG to at most 256 colours in place with pngquant (Debian's `pngquant`, installed by `npm start`'s
 * system packages step, see tools/stack/system-packages.mjs): screenshots of flat UI lose nothing visible and shrink
 * by about 70%. pngquant leaves the file alone when the quality floor cannot be met (exit 99); without pngquant the
 * full-colour PNG is kept, and the run says so once.
 */

import { execFileSync } from 'node:child_process';

let warned = false;

/**
 * @param {string} file PNG path.
 */
export function optimise( file ) {
	try {
		execFileSync(
			'pngquant',
			[
				'--force',
				'--skip-if-larger',
				'--strip',
				'--quality',
				'65-95',
				'--speed',
				'1',
				'--output',
				file,
				'--',
				file,
			],
			{ stdio: 'ignore' }
		);
	} catch ( error ) {
		if ( error.code === 'ENOENT' && ! warned ) {
			warned = true;
			process.stderr.write(
				'pngquant is not installed: the screenshots keep their full colours (npm start installs it on Debian).\n'
			);
		}
	}
}
