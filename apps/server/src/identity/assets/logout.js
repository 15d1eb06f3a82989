// Confirms the sign-out the SPA asked for, so the user does not see an extra page. The form's
// hidden `logout=yes` field (outside the form element, tied to it by its form attribute) is sent
// with it, so the provider session ends and the next sign-in asks for the password again.
document.getElementById('op.logoutForm')?.submit();
