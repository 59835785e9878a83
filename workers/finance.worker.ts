import { expose } from 'comlink'
import { financeApi } from './finance-api'

expose(financeApi)
