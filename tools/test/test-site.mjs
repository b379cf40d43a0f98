/**
 * The PHPUnit site: the stack's WordPress on its own database (`shop_test`), rebuilt
 * before every run with WooCommerce (when the stack has it), our plugins and theme
 * active, and no demo content: tests create what they need.
 */
import { ADMIN, DATABASE, SITE_TITLE } from '../stack/config.mjs';
import { query } from '../stack/mariadb.mjs';
import { runStackScript } from '../stack/php-runner.mjs';
import { activateExtensions } from '../stack/extensions.mjs';

/**
 * Runs the stack's set-up steps with wp-config.php switched to the test database.
 *
 * @template T
 * @param {() => Promise<T>} steps
 * @return {Promise<T>} What the steps returned.
 */
async function onTestDatabase( steps ) {
	const before = process.env.SHOP_TEST_DB;
	process.env.SHOP_TEST_DB = '1';
	try {
		return await steps();
	} finally {
		if ( before === undefined ) {
			delete process.env.SHOP_TEST_DB;
		} else {
			process.env.SHOP_TEST_DB = before;
		}
	}
}

/**
 * @param {boolean} withWooCommerce
 * @return {Promise<string[]>} The plugins active on the test site.
 */
export async function rebuildTestSite( withWooCommerce ) {
	const name = DATABASE.test;
	// Grants are kept by name, so the `shop` user keeps its rights on the new database.
	await query(
		`DROP DATABASE IF EXISTS \`${ name }\`; CREATE DATABASE \`${ name }\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;`
	);
	return onTestDatabase( async () => {
		await runStackScript(
			'install.php',
			{ SHOP_WP_INSTALLING: '1' },
			{ args: [ SITE_TITLE, ADMIN.user, ADMIN.password, ADMIN.email ] }
		);
		if ( withWooCommerce ) {
			await runStackScript( 'activate-woocommerce.php' );
		}
		const { active } = await activateExtensions( ( line ) =>
			console.log( line )
		);
		return active;
	} );
}
