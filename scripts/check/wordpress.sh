#!/usr/bin/env bash
# Checks oEmbed against a real WordPress: Debian's `wordpress` package on PHP and MariaDB. A post whose content is just
# an embed URL on its own line (http://127.0.0.1:PORT/embed/?lesson=f-fives) must render as an <iframe> of that embed
# page — WordPress finds /oembed through the page's discovery <link> and shows the answer's iframe.
#
#   bash scripts/check/wordpress.sh        (as root on Debian 12 or newer; about a minute, installs included)
#
# It installs (apt-get, idempotent) wordpress, wordpress-theme-twentytwentyone, mariadb-server, php-cli and php-mysql,
# builds the project when dist/embed/ is missing, and then runs everything privately in a temporary folder: its own
# MariaDB (own data folder and socket, no network), WordPress under PHP's built-in server on 127.0.0.1, and
# domino-table-server on 127.0.0.1. It touches the system only by the packages and one config file,
# /etc/wordpress/config-domino-check-PID.php (Debian's WordPress reads its config from /etc/wordpress), removed at the end
# with the processes and the folder.
#
# FOR THIS CHECK ONLY a must-use plugin lets WordPress fetch from 127.0.0.1: wp_safe_remote_get() refuses local and
# private hosts other than the site's own (filter http_request_host_is_external) and ports other than 80, 443 and 8080
# (filter http_allowed_safe_ports; without it the post stays a bare link). A real site fetches a public
# https://domino.example and needs neither.
#
# Exit 0 when the rendered post holds the iframe; otherwise non-zero with the reason (and the logs' last lines).
# Not in CI (.ci/run): see docs/embedding.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$PWD
started=$(date +%s)

fail() { echo "wordpress check FAILED: $*" >&2; exit 1; }
say() { echo "== $*"; }

[ "$(id -u)" = 0 ] || fail "run as root (it installs packages with apt-get and writes /etc/wordpress/config-domino-check-*.php)"
command -v apt-get >/dev/null || fail "needs Debian (apt-get)"

packages=(wordpress wordpress-theme-twentytwentyone mariadb-server php-cli php-mysql)
missing=()
for p in "${packages[@]}"; do dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  # Installing may start Debian's own MariaDB and Apache when the machine runs services; this check uses neither.
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -f dist/embed/index.html ]; then
  say "building (dist/embed/ is missing)"
  [ -d node_modules ] || npm ci --silent
  npm run build --silent >/dev/null
fi

free_port() { node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"; }
wait_for() { # url, what, log
  for _ in $(seq 1 100); do curl -fsS -o /dev/null "$1" 2>/dev/null && return 0; sleep 0.2; done
  tail -n 20 "$3" >&2 || true
  fail "$2 did not answer at $1"
}

tmp=$(mktemp -d /tmp/domino-wp-check.XXXXXX)
chmod 755 "$tmp"
name="domino-check-$$"
config="/etc/wordpress/config-$name.php"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done
  for pid in "${pids[@]}"; do wait "$pid" 2>/dev/null || true; done
  rm -f "$config"
  rm -rf "$tmp"
}
trap cleanup EXIT

domino_port=$(free_port)
wp_port=$(free_port)
while [ "$wp_port" = "$domino_port" ]; do wp_port=$(free_port); done
embed_url="http://127.0.0.1:$domino_port/embed/?lesson=f-fives"
wp_url="http://127.0.0.1:$wp_port"

say "MariaDB (private: $tmp/db, socket $tmp/mysql.sock)"
mariadb-install-db --user=root --datadir="$tmp/db" --auth-root-authentication-method=normal --skip-test-db >"$tmp/mariadb-install.log" 2>&1 \
  || { tail -n 20 "$tmp/mariadb-install.log" >&2; fail "mariadb-install-db failed"; }
mariadbd --no-defaults --user=root --datadir="$tmp/db" --socket="$tmp/mysql.sock" --skip-networking --pid-file="$tmp/mariadb.pid" \
  --log-error="$tmp/mariadb.log" 2>>"$tmp/mariadb.log" &
pids+=($!)
for _ in $(seq 1 100); do mariadb-admin --no-defaults --socket="$tmp/mysql.sock" -uroot ping >/dev/null 2>&1 && break; sleep 0.2; done
mariadb-admin --no-defaults --socket="$tmp/mysql.sock" -uroot ping >/dev/null 2>&1 || { tail -n 20 "$tmp/mariadb.log" >&2; fail "MariaDB did not start"; }
mariadb --no-defaults --socket="$tmp/mysql.sock" -uroot -e \
  "CREATE DATABASE wordpress; CREATE USER 'wordpress'@'localhost' IDENTIFIED BY 'check'; GRANT ALL ON wordpress.* TO 'wordpress'@'localhost';"

say "domino-table-server on 127.0.0.1:$domino_port"
PORT=$domino_port HOST=127.0.0.1 node scripts/test/server-node.mjs --exec --import tsx src/server/cli.ts >"$tmp/domino.log" 2>&1 &
pids+=($!)
wait_for "$embed_url" "domino-table-server" "$tmp/domino.log"
curl -fsS "$embed_url" | grep -q 'application/json+oembed' || fail "the embed page $embed_url has no oEmbed discovery <link>"

say "WordPress (Debian's, /usr/share/wordpress) on $wp_url"
mkdir -p "$tmp/wp-content/mu-plugins" "$tmp/wp-content/uploads"
ln -s /usr/share/wordpress/wp-content/themes "$tmp/wp-content/themes"
ln -s /usr/share/wordpress/wp-content/plugins "$tmp/wp-content/plugins"
cat >"$config" <<PHP
<?php
// domino-table's WordPress check (scripts/check/wordpress.sh); removed when it ends.
define('DB_NAME', 'wordpress');
define('DB_USER', 'wordpress');
define('DB_PASSWORD', 'check');
define('DB_HOST', 'localhost:$tmp/mysql.sock');
define('WP_CONTENT_DIR', '$tmp/wp-content');
define('WP_HOME', '$wp_url');
define('WP_SITEURL', '$wp_url');
define('WP_DEBUG', true);
define('WP_DEBUG_LOG', '$tmp/wp-debug.log');
define('WP_DEBUG_DISPLAY', false);
PHP
cat >"$tmp/wp-content/mu-plugins/domino-check-local-fetch.php" <<'PHP'
<?php
// FOR THE CHECK ONLY: let WordPress fetch the oEmbed provider on 127.0.0.1 and its port. wp_safe_remote_get() refuses
// local/private hosts (but the site's own) and ports other than 80, 443 and 8080; a real provider is public and needs neither.
add_filter('http_request_host_is_external', '__return_true');
add_filter('http_allowed_safe_ports', function ($ports) { $ports[] = (int) getenv('DOMINO_PORT'); return $ports; });
PHP
# PHP's built-in server with a router that names the config (Debian's wp-config.php takes WORDPRESS_CONFIG) and runs
# WordPress's front controller; static files are served as they are.
cat >"$tmp/router.php" <<PHP
<?php
\$_SERVER['WORDPRESS_CONFIG'] = '$name';
\$path = parse_url(\$_SERVER['REQUEST_URI'], PHP_URL_PATH);
if (\$path !== '/' && is_file('/usr/share/wordpress' . \$path) && substr(\$path, -4) !== '.php') return false;
chdir('/usr/share/wordpress');
require '/usr/share/wordpress/index.php';
PHP
cat >"$tmp/setup.php" <<'PHP'
<?php
// Installs the site and publishes the post: content = the embed URL on its own line.
$_SERVER['WORDPRESS_CONFIG'] = getenv('WP_CONFIG_NAME');
$_SERVER['HTTP_HOST'] = '127.0.0.1';
define('WP_INSTALLING', true);
require '/usr/share/wordpress/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
$r = wp_install('domino-table check', 'admin', 'admin@example.com', true, '', 'check-password');
if (empty($r['user_id'])) { fwrite(STDERR, "wp_install failed\n"); exit(1); }
switch_theme('twentytwentyone');
update_option('permalink_structure', '');
$id = wp_insert_post(['post_title' => 'A domino lesson', 'post_status' => 'publish', 'post_author' => $r['user_id'],
  'post_content' => "Play it here:\n\n" . getenv('EMBED_URL') . "\n\nThat was the lesson."], true);
if (is_wp_error($id)) { fwrite(STDERR, $id->get_error_message() . "\n"); exit(1); }
echo $id;
PHP
post_id=$(WP_CONFIG_NAME=$name EMBED_URL=$embed_url php "$tmp/setup.php" 2>"$tmp/setup.log") \
  || { tail -n 20 "$tmp/setup.log" >&2; fail "installing WordPress or publishing the post failed"; }
say "post $post_id: \"$embed_url\" on its own line"

DOMINO_PORT=$domino_port php -S "127.0.0.1:$wp_port" -t /usr/share/wordpress "$tmp/router.php" >"$tmp/php.log" 2>&1 &
pids+=($!)
wait_for "$wp_url/wp-includes/js/wp-embed.min.js" "PHP's server" "$tmp/php.log"

curl -fsS "$wp_url/?p=$post_id" -o "$tmp/post.html" || { tail -n 20 "$tmp/php.log" >&2; fail "WordPress did not render post $post_id"; }
grep -q 'A domino lesson' "$tmp/post.html" || fail "the page at $wp_url/?p=$post_id is not the post"
iframe=$(grep -o '<iframe[^>]*>' "$tmp/post.html" | grep -F "src=\"http://127.0.0.1:$domino_port/embed/?" | head -n 1 || true)
if [ -z "$iframe" ]; then
  echo "--- the post's content as rendered:" >&2
  sed -n '/entry-content/,/<\/div>/p' "$tmp/post.html" | head -n 20 >&2
  echo "--- domino-table-server's log:" >&2; tail -n 10 "$tmp/domino.log" >&2
  [ -f "$tmp/wp-debug.log" ] && { echo "--- WordPress's debug log:" >&2; grep -v 'PHP Deprecated' "$tmp/wp-debug.log" | tail -n 10 >&2; }
  fail "the rendered post has no <iframe> of $embed_url (WordPress did not embed it)"
fi
echo "$iframe" | grep -q 'lesson=f-fives' || fail "the iframe does not show the lesson: $iframe"
say "rendered: $iframe"
echo "wordpress check passed in $(( $(date +%s) - started ))s (WordPress $(php -r 'include "/usr/share/wordpress/wp-includes/version.php"; echo $wp_version;'))"
