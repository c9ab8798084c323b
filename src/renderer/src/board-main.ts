import { mount } from 'svelte'
import './lib/theme.css'
import BoardApp from './board/BoardApp.svelte'

mount(BoardApp, { target: document.getElementById('app')! })
