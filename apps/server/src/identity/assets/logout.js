// Confirms the sign-out the SPA asked for, so the user does not see an extra page.
document.getElementById('op.logoutForm')?.submit();
