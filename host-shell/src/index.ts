// No async boundary (the remotes' `import('./bootstrap')`): the host provides every shared library eagerly, from
// this first script, so it starts without first fetching the chunks of its own shared copies.
import './bootstrap';
