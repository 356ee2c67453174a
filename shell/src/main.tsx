// Federation needs shared modules negotiated before any of them is used, so the app starts behind an
// async boundary.
void import('./bootstrap.js');
