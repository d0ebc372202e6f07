// @test the values stay exact
// @description The routes keep their exact values (the dashboard's path is the literal '/dashboard', not any string).
type _h1 = Expect<Equal<(typeof routes)['dashboard']['path'], '/dashboard'>>;
type _h2 = Expect<Equal<(typeof routes)['home']['auth'], false>>;
