<?php
/**
 * Shop Theme: constants, autoloader and boot. The code lives in inc/, one class per file.
 *
 * @package ShopTheme
 */

declare( strict_types = 1 );

namespace ShopTheme;

defined( 'ABSPATH' ) || exit;

const DIR = __DIR__ . '/';

// The one class loaded by hand: it autoloads every other, the kit's copies (build output) included.
require DIR . 'inc/Kit/Autoloader.php';
Kit\Autoloader::register( __NAMESPACE__, DIR . 'inc/' );

( new Theme() )->register();
