let token = 'demo-token';
const getToken = () => token;
const setToken = (value) => {
  token = value;
};
const sessionEnds = [];
const onSessionEnded = () => sessionEnds.push(Date.now());

const api = axios.create({ baseURL: '/api' });

async function loadProfile() {
  const response = await api.get('/profile');
  return response.data;
}

document.getElementById('load').addEventListener('click', async () => {
  const profile = await loadProfile();
  document.getElementById('profile').textContent = `Hello, ${profile.name}!`;
});
